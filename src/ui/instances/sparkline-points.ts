// The points of a sparkline's polyline (sparkline.tsx). Computed for up to 13 lines of up to 180 samples with every
// status frame, so in one loop with plain rounding: the map and `toFixed` per coordinate it replaces were a tenth of
// a panel update's script time (npm run bench, "instance panel").

/** One decimal is finer than a pixel. */
const tenth = (value: number): number => Math.round(value * 10) / 10;

/**
 * `values` scaled into a `width` × `height` box as "x,y x,y …": from `floor` (or the lowest value) at the bottom
 * to the highest value (at least the lowest + 1) at the top, 1 px inside.
 */
export const sparklinePoints = (
  values: readonly number[],
  width: number,
  height: number,
  floor: number | undefined,
): string => {
  let low = floor ?? Infinity;
  let high = -Infinity;
  for (const value of values) {
    if (floor === undefined && value < low) low = value;
    if (value > high) high = value;
  }
  high = Math.max(high, low + 1);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const scale = (height - 2) / (high - low);
  let points = '';
  for (let index = 0; index < values.length; index += 1) {
    const y = height - 1 - ((values[index] as number) - low) * scale;
    points += `${index === 0 ? '' : ' '}${tenth(index * step)},${tenth(y)}`;
  }
  return points;
};
