import { Button } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import { ReplayMode } from '../../application/replay-mode';
import { useService } from '../shared';

/** On the replay screen: show the loaded recording in the real console (docs/replay-mode.md). */
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
