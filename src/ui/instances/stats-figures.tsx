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
import { LiveText, useFigureBox, useLive, writeAttribute, writeStyle, writeText } from '../shared';
import { countColour, gaugeColour } from './figure-colours';
import { PanelSection } from './panel-section';
import { VersionText } from './version-text';

const useStyles = makeStyles({
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  messages: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  body: { ...typographyStyles.body1 },
  caption: { ...typographyStyles.caption1 },
  // The icons of every step in one fixed box, only the current one displayed (BatteryFigure): a relayout boundary,
  // as a figure box is (useFigureBox).
  icon: { display: 'inline-block', width: '20px', height: '20px', contain: 'strict' },
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

/**
 * The battery: the icon of its step, the level and state, all live figures. Every step's icon is drawn once, in one
 * box, and only the current one is displayed: a step changing swaps no elements and lays out only that box.
 */
export const BatteryFigure = ({ stats$ }: { stats$: Stats$ }): React.JSX.Element => {
  const styles = useStyles();
  const iconBox = useRef<HTMLSpanElement>(null);
  const levelBox = useFigureBox('8ch');
  const stateBox = useFigureBox('12ch');
  const level = useRef<HTMLSpanElement>(null);
  const state = useRef<HTMLSpanElement>(null);
  const line = useLive<HTMLDivElement, StatsView>(stats$, (element, { battery }) => {
    if (!battery || !iconBox.current || !level.current || !state.current) return;
    writeAttribute(element, 'data-colour', battery.colour);
    writeAttribute(element, 'data-icon', String(battery.icon));
    for (const icon of iconBox.current.children)
      writeStyle(
        icon as SVGElement,
        'display',
        icon.getAttribute('data-step') === String(battery.icon) ? 'block' : 'none',
      );
    writeStyle(iconBox.current, 'color', gaugeColour[battery.colour]);
    writeText(level.current, battery.text);
    writeStyle(level.current, 'color', gaugeColour[battery.colour]);
    writeText(state.current, battery.state);
    writeStyle(state.current, 'color', battery.stateColour ? gaugeColour[battery.stateColour] : 'inherit');
  });
  return (
    <PanelSection title="Battery" source$={stats$} at={batteryAt} testId="instance-battery">
      <div ref={line} className={styles.line}>
        <span>
          <span ref={iconBox} className={styles.icon}>
            {batterySteps.map(([step, Icon]) => (
              <Icon key={step} aria-hidden data-step={step} className={styles.hidden} />
            ))}
          </span>
        </span>
        <span className={styles.body}>
          <span ref={level} {...levelBox} />
        </span>
        <span className={styles.caption}>
          <span ref={state} {...stateBox} />
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
    writeText(element, `${temperature.state}${temperature.celsius !== undefined ? ` · ${temperature.celsius}` : ''}`);
    writeStyle(element, 'color', gaugeColour[temperature.colour]);
    writeAttribute(element, 'data-colour', temperature.colour);
  });
  return (
    <PanelSection title="Temperature" source$={stats$} at={temperatureAt} testId="instance-temperature">
      <span className={styles.body}>
        <span ref={ref} {...box} />
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
    writeText(count.current, figure.text);
    writeStyle(count.current, 'color', countColour[figure.colour]);
  });
  return (
    <PanelSection title="Processes" source$={stats$} at={processesAt} testId="instance-processes">
      {parts.broadcaster && (
        <span ref={broadcaster} className={styles.body} data-testid="broadcaster-count">
          Broadcaster processes: <span ref={count} {...countBox} />
        </span>
      )}
      {parts.total && <LiveText source$={stats$} text={totalText} width="100%" className={styles.body} />}
      {parts.uptime && <LiveText source$={stats$} text={uptimeText} width="100%" className={styles.body} />}
    </PanelSection>
  );
};
