// Where a sparkline's line runs (sparkline.tsx): up to 13 lines of up to 180 samples are redrawn with every status
// frame, so the coordinates come out of one loop into a flat array the canvas draws from.

/**
 * `values` scaled into a `width` × `height` box as x0, y0, x1, y1 …: from `floor` (or the lowest value) at the
 * bottom to the highest value (at least the lowest + 1) at the top, 1 px inside.
 */
export const sparklinePath = (
  values: readonly number[],
  width: number,
  height: number,
  floor: number | undefined,
): Float64Array => {
  let low = floor ?? Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (floor === undefined && value < low) low = value;
    if (value > high) high = value;
  }
  high = Math.max(high, low + 1);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const scale = (height - 2) / (high - low);
  const path = new Float64Array(values.length * 2);
  for (let index = 0; index < values.length; index += 1) {
    path[index * 2] = index * step;
    path[index * 2 + 1] = height - 1 - ((values[index] as number) - low) * scale;
  }
  return path;
};
