import { Body1, Button, FluentProvider, Subtitle1, webDarkTheme } from '@fluentui/react-components';

// Part of the page's first chunk (it must show when chunks do not load): no icons, only what the page has already.
const panel = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8, padding: 24 } as const;
const actions = { display: 'flex', gap: 8 } as const;

export const replayConsoleFailedTitle = 'The replay console could not be loaded';

/**
 * What the page shows when the replay console's code could not be fetched (a new release replaced it, or the
 * network dropped): why, another try, and the way back. The recording stays open on the replay screen.
 */
export const ReplayConsoleFailed = ({
  reason,
  onRetry,
  onLeave,
}: {
  reason: string;
  onRetry: () => void;
  onLeave: () => void;
}): React.JSX.Element => (
  // Drawn in place of either console, so it brings its own theme.
  <FluentProvider theme={webDarkTheme} style={{ height: '100%' }}>
    <section
      role="alert"
      aria-labelledby="replay-console-failed-title"
      style={panel}
      data-testid="replay-console-failed"
    >
      <Subtitle1 as="h1" id="replay-console-failed-title">
        {replayConsoleFailedTitle}
      </Subtitle1>
      <Body1 as="p">{reason}</Body1>
      <Body1 as="p">The recording is still open: try again, or leave replay mode to get back to it.</Body1>
      <div style={actions}>
        <Button appearance="primary" onClick={onRetry}>
          Try again
        </Button>
        <Button onClick={onLeave}>Leave replay mode</Button>
      </div>
    </section>
  </FluentProvider>
);
