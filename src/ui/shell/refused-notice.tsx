import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router';

const noticeOf = (state: unknown): string | undefined => {
  const notice = (state as { refusedNotice?: unknown } | null)?.refusedNotice;
  return typeof notice === 'string' ? notice : undefined;
};

/**
 * Where a route guard sent the viewer instead of a page its rights leave out (spec 3 §6), the page says so until
 * dismissed or left (issue 29: the redirect alone said nothing). The text travels in the router state.
 */
export const RefusedNotice = (): React.JSX.Element | null => {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeOf(location.state);
  if (notice === undefined) return null;
  const dismiss = (): void => void navigate(location, { replace: true, state: null });
  return (
    <MessageBar intent="warning" data-testid="route-refused" style={{ flexShrink: 0 }}>
      <MessageBarBody>
        <MessageBarTitle>Not available</MessageBarTitle>
        {notice} You are on this page instead.
      </MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            aria-label="Dismiss"
            appearance="transparent"
            icon={<DismissRegular />}
            data-testid="route-refused-dismiss"
            onClick={dismiss}
          />
        }
      />
    </MessageBar>
  );
};
