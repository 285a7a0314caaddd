import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import { cpuGauge } from '../../application/instances';
import type { Gauge } from '../../domain/instances';
import { useLive, writeAttribute } from '../shared';
import { corePalette, drawCores, type CorePalette } from './core-canvas';
import { canvasRatio } from './canvas-ratio';
import { coreGrid, gaugeRow } from './core-grid';
import { TextSprites } from './text-sprites';

const valueSprites = (ratio: number, font: string): TextSprites =>
  new TextSprites(gaugeRow.valueWidth, gaugeRow.height, ratio, font);

/** Every text a core can show (0.0–100.0 %) in its colour: drawn ahead while the page is idle. */
const everyCoreValue = (palette: CorePalette): { text: string; colour: string }[] =>
  Array.from({ length: 1001 }, (_, tenths) => {
    const gauge = cpuGauge(tenths / 10);
    return { text: gauge.text, colour: palette.colours[gauge.colour] };
  });

const useStyles = makeStyles({
  host: { minWidth: 0 },
  canvas: { display: 'block', ...typographyStyles.caption1, color: tokens.colorNeutralForeground1 },
});

/** What a screen reader hears for the drawing: every core's figure, in order. */
const summary = (cores: readonly Gauge[]): string =>
  `${cores.length} cores: ${cores.map((core, index) => `Core ${index + 1} ${core.text}`).join(', ')}`;

/** Each core's threshold colour, in order, for tests and tools reading the drawing (the canvas has no elements). */
const colours = (cores: readonly Gauge[]): string => cores.map((core) => core.colour).join(' ');

/**
 * The per-core CPU gauges (spec 1 §9) drawn on one canvas, looking as HTML gauge rows would (label, bar and value
 * in the threshold colour, in auto-fill columns): a status frame changes every core, and drawn as elements each
 * core cost the browser a layout per frame. The columns follow the section's width; the drawing is a live figure
 * (ui/shared/use-live).
 */
export const CoreGauges = <T,>({
  count,
  source$,
  cores,
}: {
  count: number;
  source$: Observable<T>;
  cores: (value: T) => readonly Gauge[];
}): React.JSX.Element => {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);
  const palette = useRef<CorePalette>(undefined);
  const values = useRef<TextSprites>(undefined);
  const cancelWarm = useRef<() => void>(undefined);
  useEffect(
    () => () => {
      cancelWarm.current?.();
      values.current?.dispose();
    },
    [],
  );
  /** The grid the labels were drawn for: they are drawn again only when it changes. */
  const labelled = useRef('');
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    // The fractional width, as the CSS grid shared it.
    const measure = (): void => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const grid = coreGrid(width, count);
  const ratio = canvasRatio();
  const canvas = useLive<HTMLCanvasElement, T>(source$, (element, value) => {
    const figures = cores(value);
    writeAttribute(element, 'aria-label', summary(figures));
    writeAttribute(element, 'data-colours', colours(figures));
    const context = element.getContext('2d');
    if (!context) return;
    palette.current ??= corePalette(element, tokens.colorNeutralBackground5);
    const key = `${grid.width} ${grid.columns} ${figures.length} ${ratio}`;
    if (values.current?.ratio !== ratio) {
      cancelWarm.current?.();
      values.current?.dispose();
      values.current = valueSprites(ratio, palette.current.font);
      cancelWarm.current = values.current.warm(everyCoreValue(palette.current));
    }
    drawCores(context, grid, ratio, palette.current, figures, labelled.current !== key, values.current);
    labelled.current = key;
  });
  return (
    <div ref={host} className={styles.host}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        width={Math.ceil(grid.width * ratio)}
        height={grid.height * ratio}
        style={{ width: grid.width, height: grid.height }}
        role="img"
        data-testid="core-gauges"
      />
    </div>
  );
};
