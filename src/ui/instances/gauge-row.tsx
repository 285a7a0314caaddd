import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useLayoutEffect, useRef } from 'react';
import type { Observable } from 'rxjs';
import type { Gauge } from '../../domain/instances';
import { ColouredSpans, useFigureBox, useLive, writeAttribute, writeColouredText } from '../shared';
import { canvasRatio } from './canvas-ratio';
import { corePalette, type CorePalette } from './core-canvas';
import { gaugeColour } from './figure-colours';

// Plain elements with live figures (ui/shared/use-live): average, max, memory, disks change with each status
// frame (the per-core gauges are drawn together on one canvas, core-gauges.tsx).
const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '72px 1fr 64px',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    ...typographyStyles.caption1,
  },
  track: { height: '6px', borderRadius: '3px', backgroundColor: tokens.colorNeutralBackground5, overflow: 'hidden' },
  // The bar is drawn, clipped by the rounded track: a bar as an element restyled with every frame cost the
  // browser a style recalculation each (npm run bench, "instance panel"); a canvas redrawn costs neither that nor
  // a layout.
  bar: { display: 'block', width: '100%', height: '100%' },
  value: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** Draws the bar: `percent` of the canvas's width, in `colour`, the rest left to the track. */
const drawBar = (context: CanvasRenderingContext2D, colour: string, percent: number): void => {
  const canvas = context.canvas;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = colour;
  context.fillRect(0, 0, (canvas.width * percent) / 100, canvas.height);
};

/** One gauge: its label, a bar in the threshold colour, the value in the same colour (spec 1 §9). */
export const GaugeRow = <T,>({
  label,
  source$,
  gauge,
}: {
  label: string;
  source$: Observable<T>;
  gauge: (value: T) => Gauge | undefined;
}): React.JSX.Element => {
  const styles = useStyles();
  const box = useFigureBox('100%');
  const bar = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const palette = useRef<CorePalette>(undefined);
  const shown = useRef<Gauge>(undefined);
  const context = useRef<CanvasRenderingContext2D>(undefined);
  const draw = (): void => {
    const canvas = bar.current;
    if (!canvas || !shown.current) return;
    palette.current ??= corePalette(canvas, tokens.colorNeutralBackground5);
    context.current ??= canvas.getContext('2d') ?? undefined;
    if (context.current) drawBar(context.current, palette.current.colours[shown.current.colour], shown.current.percent);
  };
  // The canvas's pixels follow its width (the grid's middle column), so the bar stays sharp.
  useLayoutEffect(() => {
    const canvas = bar.current;
    if (!canvas) return undefined;
    const measure = (): void => {
      const ratio = canvasRatio();
      canvas.width = Math.round(canvas.clientWidth * ratio);
      canvas.height = Math.round(canvas.clientHeight * ratio);
      draw();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);
  const row = useLive<HTMLDivElement, T>(source$, (element, value) => {
    const figure = gauge(value);
    if (!figure || !text.current) return;
    writeAttribute(element, 'data-colour', figure.colour);
    if (shown.current?.percent !== figure.percent || shown.current.colour !== figure.colour) {
      shown.current = figure;
      draw();
    }
    writeColouredText(text.current, figure.colour, figure.text);
  });
  return (
    <div ref={row} className={styles.row} data-testid="gauge">
      <span>{label}</span>
      <div className={styles.track} aria-hidden>
        <canvas ref={bar} className={styles.bar} />
      </div>
      <span className={styles.value}>
        <span ref={text} {...box} data-testid="gauge-value">
          <ColouredSpans colours={gaugeColour} />
        </span>
      </span>
    </div>
  );
};
