import { tokens } from '@fluentui/react-components';

/** Spec 1 §9, spec 2 §9: orange when the max is over 100, red when over 5000. */
export type SparklineTint = 'normal' | 'orange' | 'red';

const colours: Readonly<Record<SparklineTint, string>> = {
  normal: tokens.colorPaletteGreenForeground1,
  orange: tokens.colorPaletteDarkOrangeForeground1,
  red: tokens.colorPaletteRedForeground1,
};

/** A buffer history as a line: `points` are shares (0–1) of the max, oldest first. */
export const BufferSparkline = ({
  points,
  colour,
  label,
}: {
  readonly points: readonly number[];
  readonly colour: SparklineTint;
  readonly label: string;
}): React.JSX.Element => {
  const width = 96;
  const height = 24;
  const step = points.length > 1 ? width / (points.length - 1) : width;
  const line = points
    .map((value, index) => `${(index * step).toFixed(1)},${(height - value * (height - 2) - 1).toFixed(1)}`)
    .join(' ');
  return (
    <svg width={width} height={height} role="img" aria-label={label}>
      <polyline points={line} fill="none" stroke={colours[colour]} strokeWidth={1.5} />
    </svg>
  );
};
