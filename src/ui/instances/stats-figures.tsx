import { Body1Strong, Caption1, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import {
  Battery020Regular,
  Battery1020Regular,
  Battery220Regular,
  Battery420Regular,
  Battery720Regular,
  Battery920Regular,
} from '@fluentui/react-icons';
import { useRef } from 'react';
import type { Observable } from 'rxjs';
import type { StatsView } from '../../domain/instances';
import { ColouredSpans, LiveText, useFigureBox, useLive, writeAttribute, writeColouredText } from '../shared';
import { canvasRatio } from './canvas-ratio';
import { corePalette, type CorePalette } from './core-canvas';
import { countColour, gaugeColour } from './figure-colours';
import { PanelSection } from './panel-section';
import { VersionText } from './version-text';

const useStyles = makeStyles({
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  messages: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  body: { ...typographyStyles.body1 },
  caption: { ...typographyStyles.caption1 },
  // The battery's icon, drawn (BatteryFigure).
  icon: { display: 'block', width: '20px', height: '20px' },
  hidden: { display: 'none' },
});

// The battery icon steps at 100, 90, 75, 40 and 20 (spec 1 §9); below 20 the empty one.
const batteryIcons = {
  100: Battery1020Regular,
  90: Battery920Regular,
  75: Battery720Regular,
  40: Battery420Regular,
  20: Battery220Regular,
  0: Battery020Regular,
} as const;

const batterySteps = Object.entries(batteryIcons).sort(([a], [b]) => Number(b) - Number(a));

type Streamer = StatsView['streamer'];
type Stats$ = Observable<StatsView>;

const formatUnix = (seconds: number): string => {
  const date = new Date(seconds * 1000);
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

/** Streamer state 'Running' / 'Not running' / 'Unknown', version and last update info (spec 1 §2.7). */
export const StreamerFigures = ({ streamer }: { streamer: Streamer }): React.JSX.Element => {
  const styles = useStyles();
  const stateColour =
    streamer.state === 'Running'
      ? gaugeColour.success
      : streamer.state === 'Not running'
        ? gaugeColour.error
        : undefined;
  return (
    <PanelSection title="Streamer" testId="instance-streamer">
      <div className={styles.line}>
        <Body1Strong style={{ color: stateColour }} data-testid="streamer-state">
          {streamer.state}
        </Body1Strong>
        <VersionText version={streamer.version} colour={streamer.versionColour} />
      </div>
      {streamer.update && (
        <div data-testid="streamer-update">
          <Caption1>
            Last update {formatUnix(streamer.update.timestamp)} · {streamer.update.status}
          </Caption1>
          <ul className={styles.messages}>
            {streamer.update.messages.map((message, index) => (
              <li key={index}>
                <Caption1>{message}</Caption1>
              </li>
            ))}
          </ul>
        </div>
      )}
    </PanelSection>
  );
};

const batteryAt = (view: StatsView): number | undefined => view.battery?.at;

/** The battery's state in its colour: Charging and Full in success (spec 1 §9), other states plain. */
const stateColours = { success: gaugeColour.success, plain: 'inherit' } as const;

/** Each step's icon as paths to draw, read once from the hidden set of icons. */
type IconPaths = Map<number, { readonly width: number; readonly height: number; readonly paths: Path2D[] }>;

const iconPaths = (icons: Element): IconPaths =>
  new Map(
    [...icons.querySelectorAll('[data-step]')].map((icon) => {
      const [, , width = 20, height = 20] = (icon.getAttribute('viewBox') ?? '').split(' ').map(Number);
      const paths = [...icon.querySelectorAll('path')].map((path) => new Path2D(path.getAttribute('d') ?? ''));
      return [Number(icon.getAttribute('data-step')), { width, height, paths }];
    }),
  );

/** Draws the icon of `step` on `canvas` in `colour`. */
const drawBatteryIcon = (canvas: HTMLCanvasElement, icons: IconPaths, step: number, colour: string): void => {
  const context = canvas.getContext('2d');
  const icon = icons.get(step);
  if (!context || !icon) return;
  context.setTransform(canvas.width / icon.width, 0, 0, canvas.height / icon.height, 0, 0);
  context.clearRect(0, 0, icon.width, icon.height);
  context.fillStyle = colour;
  for (const path of icon.paths) context.fill(path);
};

/**
 * The battery: the icon of its step, the level and state, all live figures. The icon is drawn on a small canvas from
 * the step's icon (the set kept hidden), and the texts change colour without restyling (ColouredSpans): a battery
 * stepping or changing colour costs the browser no style recalculation.
 */
export const BatteryFigure = ({ stats$ }: { stats$: Stats$ }): React.JSX.Element => {
  const styles = useStyles();
  const icons = useRef<HTMLSpanElement>(null);
  const iconCanvas = useRef<HTMLCanvasElement>(null);
  const palette = useRef<CorePalette>(undefined);
  const paths = useRef<IconPaths>(undefined);
  const levelBox = useFigureBox('8ch');
  const stateBox = useFigureBox('12ch');
  const level = useRef<HTMLSpanElement>(null);
  const state = useRef<HTMLSpanElement>(null);
  const drawn = useRef('');
  const line = useLive<HTMLDivElement, StatsView>(stats$, (element, { battery }) => {
    if (!battery || !icons.current || !iconCanvas.current || !level.current || !state.current) return;
    // The icon is drawn again only when its step or colour changed, or its canvas was resized (and so cleared).
    const icon = `${battery.icon} ${battery.colour} ${iconCanvas.current.width}`;
    if (drawn.current !== icon) {
      drawn.current = icon;
      writeAttribute(element, 'data-icon', String(battery.icon));
      writeAttribute(element, 'data-colour', battery.colour);
      palette.current ??= corePalette(iconCanvas.current, tokens.colorNeutralBackground5);
      paths.current ??= iconPaths(icons.current);
      drawBatteryIcon(iconCanvas.current, paths.current, battery.icon, palette.current.colours[battery.colour]);
    }
    writeColouredText(level.current, battery.colour, battery.text);
    writeColouredText(state.current, battery.stateColour ?? 'plain', battery.state);
  });
  const ratio = canvasRatio();
  return (
    <PanelSection title="Battery" source$={stats$} at={batteryAt} testId="instance-battery">
      <div ref={line} className={styles.line}>
        <span ref={icons} className={styles.hidden}>
          {batterySteps.map(([step, Icon]) => (
            <Icon key={step} aria-hidden data-step={step} />
          ))}
        </span>
        <span>
          <canvas ref={iconCanvas} className={styles.icon} width={20 * ratio} height={20 * ratio} aria-hidden />
        </span>
        <span className={styles.body}>
          <span ref={level} {...levelBox}>
            <ColouredSpans colours={gaugeColour} />
          </span>
        </span>
        <span className={styles.caption}>
          <span ref={state} {...stateBox}>
            <ColouredSpans colours={stateColours} />
          </span>
        </span>
      </div>
    </PanelSection>
  );
};

const temperatureAt = (view: StatsView): number | undefined => view.temperature?.at;

export const TemperatureFigure = ({ stats$ }: { stats$: Stats$ }): React.JSX.Element => {
  const styles = useStyles();
  const box = useFigureBox('100%');
  const ref = useLive<HTMLSpanElement, StatsView>(stats$, (element, { temperature }) => {
    if (!temperature) return;
    const text = `${temperature.state}${temperature.celsius !== undefined ? ` · ${temperature.celsius}` : ''}`;
    writeColouredText(element, temperature.colour, text);
    writeAttribute(element, 'data-colour', temperature.colour);
  });
  return (
    <PanelSection title="Temperature" source$={stats$} at={temperatureAt} testId="instance-temperature">
      <span className={styles.body}>
        <span ref={ref} {...box}>
          <ColouredSpans colours={gaugeColour} />
        </span>
      </span>
    </PanelSection>
  );
};

const processesAt = (view: StatsView): number | undefined => view.processes?.at;
const totalText = (view: StatsView): string => `Processes: ${view.processes?.total ?? ''}`;
const uptimeText = (view: StatsView): string => `Uptime: ${view.processes?.uptime ?? ''}`;

/** Which of the process figures the status carries: the section's shape. */
export interface ProcessParts {
  readonly broadcaster: boolean;
  readonly total: boolean;
  readonly uptime: boolean;
}

export const ProcessFigures = ({ stats$, parts }: { stats$: Stats$; parts: ProcessParts }): React.JSX.Element => {
  const styles = useStyles();
  const count = useRef<HTMLSpanElement>(null);
  const countBox = useFigureBox('7ch');
  const broadcaster = useLive<HTMLSpanElement, StatsView>(stats$, (element, { processes }) => {
    const figure = processes?.broadcaster;
    if (!figure || !count.current) return;
    writeAttribute(element, 'data-colour', figure.colour);
    writeColouredText(count.current, figure.colour, figure.text);
  });
  return (
    <PanelSection title="Processes" source$={stats$} at={processesAt} testId="instance-processes">
      {parts.broadcaster && (
        <span ref={broadcaster} className={styles.body} data-testid="broadcaster-count">
          Broadcaster processes:{' '}
          <span ref={count} {...countBox}>
            <ColouredSpans colours={countColour} />
          </span>
        </span>
      )}
      {parts.total && <LiveText source$={stats$} text={totalText} width="100%" className={styles.body} />}
      {parts.uptime && <LiveText source$={stats$} text={uptimeText} width="100%" className={styles.body} />}
    </PanelSection>
  );
};
