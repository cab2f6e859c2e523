import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { platform } from './platform/current-platform';
import { registerServiceWorker } from './service-worker/register-service-worker';

// Lets styles and browser tests tell the desktop window from a browser tab.
document.documentElement.dataset.platform = platform.kind;

// The web build's offline app shell: after the page has loaded, so installing never slows the first visit.
window.addEventListener('load', () => {
  void registerServiceWorker({
    production: import.meta.env.PROD,
    platformKind: platform.kind,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  });
});

const root = document.getElementById('root');
if (!root) throw new Error('renderer/index.html must contain <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
