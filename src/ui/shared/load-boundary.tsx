import { Body1, Button, Subtitle1 } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';
import { NavigationPort } from '../../application/ports';
import { useService } from './services-context';

const panel = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8, padding: 24 } as const;

/** What a person sees when a part of the console could not be loaded (a chunk lost to a new release or the network). */
const LoadFailed = ({ detail }: { detail: string }): React.JSX.Element => {
  const navigation = useService<NavigationPort>(NavigationPort);
  return (
    <section role="alert" style={panel} data-testid="load-failed">
      <Subtitle1 as="h2">This part of the console could not be loaded</Subtitle1>
      <Body1 as="p">{detail}</Body1>
      {navigation.canReload ? (
        <Button appearance="primary" onClick={() => navigation.reload()}>
          Reload
        </Button>
      ) : (
        // A reload would drop the recording, which lives only in this page.
        <Body1 as="p">To try again, leave replay mode and open the recording again.</Body1>
      )}
    </section>
  );
};

/**
 * Catches a failed `import()` (or a render error) of what it wraps, so the rest of the console stays usable
 * and the failure is said plainly instead of leaving an empty page.
 */
export class LoadBoundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};

  static getDerivedStateFromError(error: unknown): { error: string } {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <LoadFailed detail={this.state.error} />;
  }
}
