import { Button, makeStyles, Spinner, Subtitle1, tokens } from '@fluentui/react-components';
import { ConnectionQueries, SessionCommands, type ConnectionOverlay as Overlay } from '../../application/shell';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    backgroundColor: 'rgba(0, 0, 0, 0.72)',
  },
});

const hidden: Overlay = { shown: false, failed: false };

/** While the socket is disconnected (spec 1 §2.3); after more than 3 failed reconnects it offers a reload. */
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
      {overlay.failed ? (
        <>
          <Subtitle1 as="h2" id="connection-overlay-title">
            Sorry, Something went wrong!
          </Subtitle1>
          <Button appearance="primary" onClick={() => commands.reload()} autoFocus>
            Reload
          </Button>
        </>
      ) : (
        <Spinner size="large" id="connection-overlay-title" label="Connecting to the server…" labelPosition="below" />
      )}
    </div>
  );
};
