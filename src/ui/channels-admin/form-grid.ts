/**
 * The editors' field grid: as many columns of at least `minWidth` px as fit. A field with a hint makes its row
 * taller; the others keep their own height instead of stretching.
 */
export const formGrid = (minWidth: number) =>
  ({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
    gap: 12,
    alignItems: 'start',
  }) as const;
