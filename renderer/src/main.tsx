import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { platform } from './platform/current-platform';

// Lets styles and browser tests tell the desktop window from a browser tab.
document.documentElement.dataset.platform = platform.kind;

const root = document.getElementById('root');
if (!root) throw new Error('renderer/index.html must contain <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
