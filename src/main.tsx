// Composition root: the only file that may import every layer. It builds the container and renders the app.
import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webDarkTheme } from '@fluentui/react-components';
import { App } from './ui/app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <FluentProvider theme={webDarkTheme} style={{ height: '100%' }}>
      <App />
    </FluentProvider>,
  );
}
