// The renderer runs untrusted-by-default web content (the storefront may be remote): it gets no Node,
// its own JavaScript world, Chromium's OS sandbox, and only the preload's one bridge object.
import type { WebPreferences } from 'electron';

export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    // Dropping a file on the window must not navigate it to file://.
    navigateOnDragDrop: false,
    // A page looping on alert() cannot lock the user out of the window.
    safeDialogs: true,
  };
}
