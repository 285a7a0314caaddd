import { FluentProvider, webDarkTheme } from '@fluentui/react-components';
import { RouterProvider } from 'react-router';
import type { ServiceLocator } from '../application';
import type { createAppRouter } from './routes/app-router';
import { ServicesProvider } from './shared/services-context';

/** The console: Fluent's dark theme, the services the views read from, and the routes. */
export const App = ({ services, router }: { services: ServiceLocator; router: ReturnType<typeof createAppRouter> }): React.JSX.Element => (
  <FluentProvider theme={webDarkTheme} style={{ height: '100%' }}>
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  </FluentProvider>
);
