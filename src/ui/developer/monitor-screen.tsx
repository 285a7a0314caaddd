import { Title2 } from '@fluentui/react-components';
import { ConsoleCard } from './console-card';
import { InstancesCard } from './instances-card';
import { ServerCard } from './server-card';

/**
 * /developer/monitor (spec 3 §2.8): a developer's view of the system — the studio server's health, this
 * console's socket (frame rate, rejected frames, reconnects) and every instance online with its version.
 */
export const DeveloperMonitorScreen = (): React.JSX.Element => (
  <section
    aria-labelledby="developer-monitor-title"
    style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}
  >
    {/* Named apart from the /monitor wall, as the route table names it. */}
    <Title2 id="developer-monitor-title" as="h1">
      Developer monitor
    </Title2>
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: 12 }}>
      <ServerCard />
      <ConsoleCard />
    </div>
    <InstancesCard />
  </section>
);
