// Adapts Electron's WebContents to the small surface the navigation guards need.
import type { WebContents } from 'electron';
import type { GuardableWebContents } from '../navigation-guards';

export function guardableWebContents(contents: WebContents): GuardableWebContents {
  return {
    onNavigationAttempt(listener) {
      // will-frame-navigate covers the main frame and subframes; will-redirect covers server redirects.
      contents.on('will-frame-navigate', (event) => listener({ url: event.url, isMainFrame: event.isMainFrame, preventDefault: () => event.preventDefault() }));
      contents.on('will-redirect', (event) => listener({ url: event.url, isMainFrame: event.isMainFrame, preventDefault: () => event.preventDefault() }));
    },
    onWebviewAttach(listener) {
      contents.on('will-attach-webview', (event) => listener(event));
    },
    setWindowOpenHandler(handler) {
      contents.setWindowOpenHandler((details) => handler(details));
    },
    loadURL: (url) => contents.loadURL(url),
  };
}
