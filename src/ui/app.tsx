import { Body1, Title2 } from '@fluentui/react-components';

// Until the shell lands (its own issue) the console says plainly that it is not built yet.
export const App = (): React.JSX.Element => (
  <main style={{ padding: 32 }} aria-labelledby="app-title">
    <Title2 id="app-title" as="h1">Studio Console</Title2>
    <Body1 as="p" data-testid="not-built">The console shell is not built yet.</Body1>
  </main>
);
