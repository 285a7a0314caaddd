// Where each per-core gauge sits in the CPU section's one canvas (core-gauges.tsx). The gauges were 32 HTML grid
// rows in a `repeat(auto-fill, minmax(220px, 1fr))` grid, and every status frame changes every core, so the
// browser laid out 32 grids inside a grid each second (most of a panel update, npm run bench "instance panel").
// Drawn in one picture the same places are computed here, following CSS grid's auto-fill rules.

/** A gauge row's geometry, as the HTML gauge row (gauge-row.tsx) has it: label, bar and value columns. */
export const gaugeRow = { height: 16, labelWidth: 72, valueWidth: 64, gap: 8, trackHeight: 6 } as const;

/** The cores grid: columns at least this wide with this gap between them, rows without a gap. */
export const coreColumns = { minWidth: 220, gap: 12 } as const;

export interface CoreGrid {
  readonly columns: number;
  readonly columnWidth: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The grid `repeat(auto-fill, minmax(minWidth, 1fr))` with `gap` makes of `count` items in `width` pixels: as many
 * columns as fit (at least one), sharing the width; items fill rows left to right.
 */
export const coreGrid = (width: number, count: number): CoreGrid => {
  const { minWidth, gap } = coreColumns;
  const columns = Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
  const columnWidth = Math.max(minWidth, (width - gap * (columns - 1)) / columns);
  const rows = Math.ceil(count / columns);
  return { columns, columnWidth, width: columns * columnWidth + gap * (columns - 1), height: rows * gaugeRow.height };
};

/** The top-left corner of item `index` in the grid. */
export const corePlace = (grid: CoreGrid, index: number): { readonly x: number; readonly y: number } => ({
  x: (index % grid.columns) * (grid.columnWidth + coreColumns.gap),
  y: Math.floor(index / grid.columns) * gaugeRow.height,
});

/** The bar's track within a row of this width: between the label and the value columns. */
export const trackOf = (rowWidth: number): { readonly x: number; readonly width: number } => {
  const x = gaugeRow.labelWidth + gaugeRow.gap;
  return { x, width: Math.max(0, rowWidth - x - gaugeRow.gap - gaugeRow.valueWidth) };
};
