import { Body1, Body1Strong, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import {
  Battery020Regular,
  Battery1020Regular,
  Battery220Regular,
  Battery420Regular,
  Battery720Regular,
  Battery920Regular,
} from '@fluentui/react-icons';
import type { StatsView } from '../../domain/instances';
import { countColour, gaugeColour } from './figure-colours';
import { PanelSection } from './panel-section';
import { VersionText } from './version-text';

const useStyles = makeStyles({
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  messages: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
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

type Streamer = StatsView['streamer'];

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
    <PanelSection title="Streamer" at="none" testId="instance-streamer">
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

export const BatteryFigure = ({ battery }: { battery: NonNullable<StatsView['battery']> }): React.JSX.Element => {
  const styles = useStyles();
  const Icon = batteryIcons[battery.icon];
  return (
    <PanelSection title="Battery" at={battery.at} testId="instance-battery">
      <div className={styles.line} data-colour={battery.colour} data-icon={battery.icon}>
        <Icon color={gaugeColour[battery.colour]} aria-hidden />
        <Body1 style={{ color: gaugeColour[battery.colour] }}>{battery.text}</Body1>
        <Caption1 style={battery.stateColour ? { color: gaugeColour[battery.stateColour] } : undefined}>
          {battery.state}
        </Caption1>
      </div>
    </PanelSection>
  );
};

export const TemperatureFigure = ({
  temperature,
}: {
  temperature: NonNullable<StatsView['temperature']>;
}): React.JSX.Element => (
  <PanelSection title="Temperature" at={temperature.at} testId="instance-temperature">
    <Body1 style={{ color: gaugeColour[temperature.colour] }} data-colour={temperature.colour}>
      {temperature.state}
      {temperature.celsius !== undefined ? ` · ${temperature.celsius}` : ''}
    </Body1>
  </PanelSection>
);

export const ProcessFigures = ({
  processes,
}: {
  processes: NonNullable<StatsView['processes']>;
}): React.JSX.Element => (
  <PanelSection title="Processes" at={processes.at} testId="instance-processes">
    {processes.broadcaster && (
      <Body1 data-testid="broadcaster-count" data-colour={processes.broadcaster.colour}>
        Broadcaster processes:{' '}
        <span style={{ color: countColour[processes.broadcaster.colour] }}>{processes.broadcaster.text}</span>
      </Body1>
    )}
    {processes.total !== undefined && <Body1>Processes: {processes.total}</Body1>}
    {processes.uptime !== undefined && <Body1>Uptime: {processes.uptime}</Body1>}
  </PanelSection>
);
