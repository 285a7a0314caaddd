import { FluentProvider, webDarkTheme } from '@fluentui/react-components';
import type { ServiceLocator } from '../application';
import { ConsoleRouter, type ConsoleRoutes } from './routes';
import { ServicesProvider } from './shared';

/** The console: Fluent's dark theme, the services the views read from, and the routes. */
export const App = ({ services, routes }: { services: ServiceLocator; routes: ConsoleRoutes }): React.JSX.Element => (
  <FluentProvider theme={webDarkTheme} style={{ height: '100%' }}>
    <ServicesProvider services={services}>
      <ConsoleRouter routes={routes} />
    </ServicesProvider>
  </FluentProvider>
);
