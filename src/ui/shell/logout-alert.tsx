import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ToolbarQueries } from '../../application/shell';
import { useObservable, useService } from '../shared';

/** 'Cannot logout, try again later' (spec 1 §8) after a failed logout, until dismissed or the next attempt. */
export const LogoutAlert = (): React.JSX.Element | null => {
  const alert = useObservable(useService(ToolbarQueries).logoutAlert$, undefined);
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  if (!alert || alert.id === dismissed) return null;
  return (
    <MessageBar intent="error" role="alert" data-testid="logout-alert">
      <MessageBarBody>{alert.text}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label="Dismiss"
            icon={<Dismiss20Regular />}
            onClick={() => setDismissed(alert.id)}
          />
        }
      />
    </MessageBar>
  );
};
