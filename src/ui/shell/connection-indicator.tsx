import {
  Button,
  Caption1,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  tokens,
} from '@fluentui/react-components';
import { PlugConnected20Regular, PlugDisconnected20Regular } from '@fluentui/react-icons';
import { ConnectionQueries, type ConnectionIndicator as Indicator } from '../../application/shell';
import { useObservable, useService } from '../shared';
import { LiveListsTable } from './live-lists-table';

const useStyles = makeStyles({
  trigger: { fontVariantNumeric: 'tabular-nums', gap: tokens.spacingHorizontalXS },
  warning: { color: tokens.colorPaletteRedForeground1 },
  down: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  details: { maxWidth: '440px' },
});

const initial: Indicator = { state: 'connecting', framesPerSecond: 0, rejected: 0 };

/** The connection/staleness indicator: frames per second, last frame age, rejected frames; details on click. */
export const ConnectionIndicator = (): React.JSX.Element => {
  const styles = useStyles();
  const indicator = useObservable(useService(ConnectionQueries).indicator$, initial);
  const connected = indicator.state === 'connected';
  const summary = `${indicator.framesPerSecond} fps · last frame ${indicator.lastFrameAge ?? '–'} · ${indicator.rejected} rejected`;
  // A lost connection reads in words in the bar itself, so a blip is seen as one and not as a crash.
  const down =
    indicator.state === 'connected' || indicator.state === 'connecting'
      ? undefined
      : `Disconnected${indicator.lostFor === undefined ? '' : ` · ${indicator.lostFor}`}`;
  return (
    <Popover withArrow positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          size="small"
          className={styles.trigger}
          data-testid="connection-indicator"
          data-state={indicator.state}
          icon={connected ? <PlugConnected20Regular /> : <PlugDisconnected20Regular className={styles.warning} />}
          aria-label={`${down ?? `Connection ${indicator.state}`}: ${summary}. Show live lists`}
        >
          {down !== undefined ? (
            <Caption1 className={styles.down} data-testid="connection-down">
              {down}
            </Caption1>
          ) : (
            <Caption1 className={indicator.rejected > 0 ? styles.warning : undefined}>{summary}</Caption1>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-label="Live lists" className={styles.details}>
        <LiveListsTable />
      </PopoverSurface>
    </Popover>
  );
};
