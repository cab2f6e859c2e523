// Composition root of the main process: real Electron objects and the real server are wired here; every
// decision lives in a class or pure function that is tested without Electron.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Menu, app, net, session } from 'electron';
import { startServer } from '../../server/start';
import { electronSafeStorage, nativeNotifier, notificationPreference, openOfflineCache, userDataStore } from './adapters/desktop-services';
import { electronShellApp } from './adapters/electron-app';
import { electronIpcRegistry } from './adapters/ipc-main';
import { installSessionPolicies } from './adapters/session-policies';
import { openInSystemBrowser, showErrorBox } from './adapters/system-shell';
import { DesktopShell } from './desktop-shell';
import { applicationMenuTemplate } from './application-menu';
import { registerIpcHandlers } from './ipc';
import { consoleLogger } from './logger';
import { APP_PROTOCOL, deepLinkFromArgv, parseDeepLink } from './security/deep-link';
import { DesktopSignIn } from './services/desktop-sign-in';
import { DesktopSettingsStore } from './services/desktop-settings';
import { EmbeddedServerService, chooseRemoteStorefrontUrl } from './services/embedded-server';
import { NotificationService } from './services/notifications';
import { SecretStore } from './services/secret-store';
import { MainWindows } from './window';

// Every renderer gets Chromium's OS sandbox, including any created without our web preferences.
app.enableSandbox();

// One running app: a second launch (or a guardian:// link on Windows and Linux, which starts the app again)
// hands its argv to the first through 'second-instance' and exits before doing anything else.
const isPrimaryInstance = app.requestSingleInstanceLock();
if (!isPrimaryInstance) app.exit(0);

// The app path is the project root under `electron-vite dev` and resources/app.asar when packaged;
// both hold electron-vite's build output in out/.
const appPath = app.getAppPath();
const webDistDir = join(appPath, 'out', 'renderer');

const userDataPath = app.getPath('userData');
const preferences = userDataStore('preferences');
const desktopSettings = new DesktopSettingsStore(preferences);
const secrets = new SecretStore({
  safeStorage: electronSafeStorage,
  store: userDataStore('secure-settings'),
  onUnreadableSecret: (name) => consoleLogger.warn(`The stored ${name} could not be decrypted with this system's keychain and was removed`),
});

// The API URL saved in the Settings screen applies from the next start; GUARDIANS_API_URL overrides it.
const remoteStorefrontUrl = chooseRemoteStorefrontUrl(process.env.GUARDIANS_API_URL, desktopSettings.read().apiUrl);

if (!remoteStorefrontUrl && !existsSync(join(webDistDir, 'index.html'))) {
  consoleLogger.warn(`No renderer build in ${webDistDir}: run "npm run build:desktop" so the embedded server has pages to serve.`);
}

const server = new EmbeddedServerService({
  start: startServer,
  userDataPath,
  webDistDir,
  resourcesDir: join(appPath, 'resources'),
  remoteStorefrontUrl,
  serverLogLevel: process.env.LOG_LEVEL,
  // Read at start only: the Settings screen says key and model changes apply at the next start.
  providerSettings: () => {
    const { llmBaseUrl, llmModel } = desktopSettings.read();
    return { llmApiKey: secrets.read('llm-api-key'), llmBaseUrl, llmModel, elevenLabsApiKey: secrets.read('elevenlabs-api-key') };
  },
});

const windows = new MainWindows({
  preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
  logger: consoleLogger,
  windowState: { load: () => preferences.getValue('window'), save: (state) => preferences.setValue('window', state) },
});
let appOrigin = '';
const notifications = new NotificationService({
  notifier: nativeNotifier,
  preference: notificationPreference(preferences),
  target: windows,
  appOrigin: () => appOrigin,
});
const desktopSignIn = new DesktopSignIn({
  appOrigin: () => appOrigin,
  openExternal: openInSystemBrowser,
  fetch: (url, init) => net.fetch(url, init),
  setCookie: (cookie) => session.defaultSession.cookies.set(cookie),
  reloadSignedIn: () => windows.reload(),
});

/** A guardian:// link from the system browser; anything but a well-formed sign-in link is ignored. */
function receiveDeepLink(raw: string | null): void {
  windows.focus();
  const link = raw === null ? null : parseDeepLink(raw);
  if (link === null) return;
  desktopSignIn.complete(link).then(
    (outcome) => consoleLogger.info(`Desktop sign-in link: ${outcome}`),
    (error: unknown) => consoleLogger.error('Desktop sign-in failed', error),
  );
}

// Under `electron-vite dev` the OS must start Electron with the app path for the link to reach this app.
if (process.defaultApp) app.setAsDefaultProtocolClient(APP_PROTOCOL, process.execPath, [app.getAppPath()]);
else app.setAsDefaultProtocolClient(APP_PROTOCOL);
app.on('second-instance', (_event, argv) => receiveDeepLink(deepLinkFromArgv(argv)));
// macOS delivers links to the running app as open-url, registered before ready as Electron requires.
app.on('open-url', (event, url) => {
  event.preventDefault();
  receiveDeepLink(url);
});

void app.whenReady().then(() => {
  // A saved remote that cannot be reached also hides the Settings screen: the menu keeps a way back.
  const savedRemoteInUse = remoteStorefrontUrl !== undefined && remoteStorefrontUrl === desktopSettings.read().apiUrl;
  const useBuiltInServer = () => {
    desktopSettings.update({ apiUrl: null });
    app.relaunch();
    app.quit();
  };
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      applicationMenuTemplate({
        isDevelopment: !app.isPackaged,
        platform: process.platform,
        appName: app.name,
        ...(savedRemoteInUse ? { useBuiltInServer } : {}),
      }),
    ),
  );
});

const shell = new DesktopShell({
  app: electronShellApp(),
  server,
  windows,
  installSessionPolicies,
  registerIpc: (dependencies) => {
    appOrigin = dependencies.appOrigin();
    registerIpcHandlers(electronIpcRegistry, {
      ...dependencies,
      notifications,
      secrets,
      cache: openOfflineCache(userDataPath),
      desktopSignIn,
      settings: desktopSettings,
    });
  },
  openExternal: openInSystemBrowser,
  showStartupError: showErrorBox,
  logger: consoleLogger,
});

// `electron-vite dev` and service managers stop the app with signals: quit through the normal path so the
// embedded server closes its database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => app.quit());

if (isPrimaryInstance) void shell.run();
