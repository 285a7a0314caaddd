import { Button } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import { ReplayMode } from '../../application/replay-console';
import { useService } from '../shared';

/**
 * On the replay screen: show the loaded recording in the real console (docs/replay-mode.md). It asks the mode
 * only; the replay console itself is ui/replay-console's, which the routes (and so this screen) must not import.
 */
export const OpenInConsoleButton = (): React.JSX.Element | null => {
  const mode = useService(ReplayMode);
  // Inside the replay console the recording is already what the console shows.
  if (mode.active) return null;
  return (
    <Button appearance="primary" icon={<Open20Regular />} onClick={() => mode.open()} data-testid="open-in-console">
      Open in console
    </Button>
  );
};
