import { Body1, FluentProvider, Title2, webDarkTheme } from '@fluentui/react-components';
import type { ServiceLocator } from '../application';
import { ServicesProvider } from './shared/services-context';

// Until the shell lands (its own issue) the console says plainly that it is not built yet.
export const App = ({ services }: { services: ServiceLocator }): React.JSX.Element => (
  <FluentProvider theme={webDarkTheme} style={{ height: '100%' }}>
    <ServicesProvider services={services}>
      <main style={{ padding: 32 }} aria-labelledby="app-title">
        <Title2 id="app-title" as="h1">Studio Console</Title2>
        <Body1 as="p" data-testid="not-built">The console shell is not built yet.</Body1>
      </main>
    </ServicesProvider>
  </FluentProvider>
);
