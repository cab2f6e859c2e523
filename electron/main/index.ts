// Composition root of the main process: real Electron objects and the real server are wired here; every
// decision lives in a class or pure function that is tested without Electron.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { app } from 'electron';
import { startServer } from '../../server/start';
import { electronShellApp } from './adapters/electron-app';
import { electronIpcRegistry } from './adapters/ipc-main';
import { installSessionPolicies } from './adapters/session-policies';
import { openInSystemBrowser, showErrorBox } from './adapters/system-shell';
import { DesktopShell } from './desktop-shell';
import { registerIpcHandlers } from './ipc';
import { consoleLogger } from './logger';
import { EmbeddedServerService } from './services/embedded-server';
import { MainWindows } from './window';

// Every renderer gets Chromium's OS sandbox, including any created without our web preferences.
app.enableSandbox();

// The app path is the project root under `electron-vite dev` and resources/app.asar when packaged;
// both hold electron-vite's build output in out/.
const appPath = app.getAppPath();
const webDistDir = join(appPath, 'out', 'renderer');
const remoteStorefrontUrl = process.env.GUARDIANS_API_URL;

if (!remoteStorefrontUrl && !existsSync(join(webDistDir, 'index.html'))) {
  consoleLogger.warn(`No renderer build in ${webDistDir}: run "npm run build:desktop" so the embedded server has pages to serve.`);
}

const server = new EmbeddedServerService({
  start: startServer,
  userDataPath: app.getPath('userData'),
  webDistDir,
  resourcesDir: join(appPath, 'resources'),
  remoteStorefrontUrl,
  serverLogLevel: process.env.LOG_LEVEL,
});

const shell = new DesktopShell({
  app: electronShellApp(),
  server,
  windows: new MainWindows({ preloadPath: join(import.meta.dirname, '../preload/index.cjs'), logger: consoleLogger }),
  installSessionPolicies,
  registerIpc: (dependencies) => registerIpcHandlers(electronIpcRegistry, dependencies),
  openExternal: openInSystemBrowser,
  showStartupError: showErrorBox,
  logger: consoleLogger,
});

// `electron-vite dev` and service managers stop the app with signals: quit through the normal path so the
// embedded server closes its database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => app.quit());

void shell.run();
