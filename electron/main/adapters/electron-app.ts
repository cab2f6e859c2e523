// Adapts Electron's app object to the ShellApp interface of desktop-shell.ts.
import { app } from 'electron';
import type { ShellApp } from '../desktop-shell';
import { guardableWebContents } from './web-contents';

export function electronShellApp(): ShellApp {
  return {
    platform: process.platform,
    whenReady: () => app.whenReady(),
    getVersion: () => app.getVersion(),
    onWebContentsCreated: (listener) => app.on('web-contents-created', (_event, contents) => listener(guardableWebContents(contents))),
    onWindowAllClosed: (listener) => app.on('window-all-closed', listener),
    onActivate: (listener) => app.on('activate', listener),
    onBeforeQuit: (listener) => app.on('before-quit', (event) => listener(event)),
    quit: () => app.quit(),
    exit: (code) => app.exit(code),
  };
}
