import { makeStyles, tokens } from '@fluentui/react-components';
import { memo, useRef } from 'react';
import { InstancePanelQueries } from '../../application/instances';
import { useLive, useLiveShape, useService, writeAttribute } from '../shared';
import { canvasRatio } from './canvas-ratio';
import { sparklinePath } from './sparkline-path';

const width = 120;
const height = 28;
const empty: readonly number[] = [];

// The canvas takes its stroke from its CSS colour, so the line follows the theme.
const useStyles = makeStyles({ line: { color: tokens.colorBrandForeground1, display: 'block' } });

/** Drawn once there are two samples. */
const drawable = (values: readonly number[]): string => (values.length < 2 ? '' : 'line');

const draw = (
  canvas: HTMLCanvasElement,
  stroke: string,
  values: readonly number[],
  floor: number | undefined,
): void => {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = canvas.width / width;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  context.strokeStyle = stroke;
  context.lineWidth = 1.5;
  context.lineJoin = 'round';
  const path = sparklinePath(values, width, height, floor);
  context.beginPath();
  context.moveTo(path[0] as number, path[1] as number);
  for (let index = 2; index < path.length; index += 2) context.lineTo(path[index] as number, path[index + 1] as number);
  context.stroke();
};

/**
 * The last minutes of one series of an instance (CPU, memory, a bitrate) as a line: where an operator looks for
 * a trend. Subscribes to its own series and draws on a canvas as a live figure (ui/shared/use-live): a new sample
 * redraws the lines whose series grew, and a canvas redrawn lays nothing out (an SVG line re-laid out its
 * drawing with every sample: npm run bench, "instance panel").
 */
export const Sparkline = memo(function Sparkline({
  id,
  series,
  label,
  floor,
}: {
  id: number;
  series: string;
  label: string;
  /** Percent series start at 0; bitrates scale to what they hold. */
  floor?: number;
}): React.JSX.Element | null {
  const styles = useStyles();
  const history$ = useService(InstancePanelQueries).panel(id).history$(series);
  const shown = useLiveShape(history$, drawable, empty);
  // Read once per canvas: the computed colour needs the style resolved, which a draw per frame must not force.
  const stroke = useRef<string>(undefined);
  const ref = useLive<HTMLCanvasElement, readonly number[]>(history$, (canvas, values) => {
    if (values.length < 2) return;
    writeAttribute(canvas, 'aria-label', `${label}, last ${values.length} s`);
    stroke.current ??= getComputedStyle(canvas).color;
    draw(canvas, stroke.current, values, floor);
  });
  if (drawable(shown) === '') return null;
  const ratio = canvasRatio();
  return (
    <canvas
      ref={ref}
      className={styles.line}
      width={width * ratio}
      height={height * ratio}
      style={{ width, height }}
      role="img"
      data-testid="sparkline"
    />
  );
});
