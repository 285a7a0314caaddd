import { Body1, Button, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { ConnectionQueries, SessionCommands, type ConnectionOverlay as Overlay } from '../../application/shell';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    // Below the top bar, which keeps showing the connection state ('Disconnected · 7 s').
    inset: '48px 0 0 0',
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(0, 0, 0, 0.8)',
  },
  // A panel of its own, so the words do not sit on the busy dashboard behind them.
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    maxWidth: '480px',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
  },
});

const hidden: Overlay = { shown: false, failed: false };

/**
 * While the socket is disconnected (spec 1 §2.3): 'Reconnecting…' with the time since the loss, and after more
 * than 3 failed reconnect counts (about 18 s, docs/protocol/server.md) 'Sorry, Something went wrong!' with a
 * reload, while the console keeps trying underneath.
 */
export const ConnectionOverlay = (): React.JSX.Element | null => {
  const styles = useStyles();
  const overlay = useObservable(useService(ConnectionQueries).overlay$, hidden);
  const commands = useService(SessionCommands);
  if (!overlay.shown) return null;
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby="connection-overlay-title"
      data-testid="connection-overlay"
    >
      <div className={styles.panel}>
        {overlay.failed ? (
          <>
            <Subtitle1 as="h2" id="connection-overlay-title">
              Sorry, Something went wrong!
            </Subtitle1>
            {overlay.lostFor !== undefined && (
              <Body1 data-testid="connection-lost-for">{`The server has not answered for ${overlay.lostFor}. The console keeps trying; Reload starts it afresh.`}</Body1>
            )}
            <Button appearance="primary" onClick={() => commands.reload()} autoFocus>
              Reload
            </Button>
          </>
        ) : (
          <>
            <Spinner
              size="large"
              id="connection-overlay-title"
              label={overlay.lostFor === undefined ? 'Connecting to the server…' : 'Reconnecting…'}
              labelPosition="below"
            />
            {overlay.lostFor !== undefined && (
              <Body1 data-testid="connection-lost-for">{`Connection lost ${overlay.lostFor} ago`}</Body1>
            )}
          </>
        )}
      </div>
    </div>
  );
};
