// The application menu as data, so what it offers (devtools only in development) is tested without Electron.
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  /** electron-vite dev (app not packaged): the developer tools are reachable. */
  isDevelopment: boolean;
  platform: NodeJS.Platform;
  appName: string;
  /**
   * Set when the window loads the remote API URL saved in Settings: forgets it and restarts on the built-in server,
   * the way back when that server cannot be reached (and so neither can the Settings screen).
   */
  useBuiltInServer?: () => void;
}

export function applicationMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = options.platform === 'darwin';
  const viewItems: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    { role: 'forceReload' },
    ...(options.isDevelopment ? ([{ role: 'toggleDevTools' }] as const) : []),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(isMac ? [{ label: options.appName, role: 'appMenu' } as const] : []),
    {
      label: 'File',
      submenu: [
        ...(options.useBuiltInServer
          ? ([{ label: 'Use the Built-in Server and Restart', click: options.useBuiltInServer }, { type: 'separator' }] as const)
          : []),
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { label: 'Edit', role: 'editMenu' },
    { label: 'View', submenu: viewItems },
    { label: 'Window', role: 'windowMenu' },
  ];
}
