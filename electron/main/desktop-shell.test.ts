import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopShellDependencies, ShellApp } from './desktop-shell';
import { DesktopShell } from './desktop-shell';
import type { GuardableWebContents, NavigationAttempt } from './navigation-guards';
import type { StorefrontTarget } from './services/embedded-server';

const embeddedTarget: StorefrontTarget = { url: 'http://127.0.0.1:45000/', origin: 'http://127.0.0.1:45000', embedded: true };

function fakeApp(platform: NodeJS.Platform = 'linux') {
  const listeners: {
    webContentsCreated?: (contents: GuardableWebContents) => void;
    windowAllClosed?: () => void;
    activate?: () => void;
    beforeQuit?: (event: { preventDefault(): void }) => void;
  } = {};
  let becomeReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (becomeReady = resolve));
  const app = {
    platform,
    whenReady: () => ready,
    getVersion: () => '1.2.3',
    onWebContentsCreated: (listener) => (listeners.webContentsCreated = listener),
    onWindowAllClosed: (listener) => (listeners.windowAllClosed = listener),
    onActivate: (listener) => (listeners.activate = listener),
    onBeforeQuit: (listener) => (listeners.beforeQuit = listener),
    quit: vi.fn<() => void>(),
    exit: vi.fn<(code: number) => void>(),
  } satisfies ShellApp;
  return { app, listeners, becomeReady };
}

function setup(options: { platform?: NodeJS.Platform; start?: () => Promise<StorefrontTarget>; stop?: () => Promise<void> } = {}) {
  const { app, listeners, becomeReady } = fakeApp(options.platform);
  const openWindows: StorefrontTarget[] = [];
  const dependencies = {
    app,
    server: { start: vi.fn(options.start ?? (async () => embeddedTarget)), stop: vi.fn(options.stop ?? (async () => {})) },
    windows: { open: vi.fn((target: StorefrontTarget) => void openWindows.push(target)), count: () => openWindows.length },
    installSessionPolicies: vi.fn(),
    registerIpc: vi.fn<DesktopShellDependencies['registerIpc']>(),
    openExternal: vi.fn(async () => {}),
    showStartupError: vi.fn(),
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    stopTimeoutMs: 1_000,
  };
  const shell = new DesktopShell(dependencies);
  return { shell, app, listeners, becomeReady, dependencies, openWindows };
}

function quitEvent() {
  return { preventDefault: vi.fn() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DesktopShell start-up', () => {
  it('waits for ready, then starts the storefront, secures the session, registers IPC and opens the window', async () => {
    const { shell, becomeReady, dependencies, openWindows } = setup();

    const running = shell.run();
    await Promise.resolve();
    expect(dependencies.server.start).not.toHaveBeenCalled();
    becomeReady();
    await running;

    expect(dependencies.installSessionPolicies).toHaveBeenCalledExactlyOnceWith('http://127.0.0.1:45000');
    expect(openWindows).toEqual([embeddedTarget]);
    expect(shell.appOrigin).toBe('http://127.0.0.1:45000');
    const ipc = dependencies.registerIpc.mock.calls[0]?.[0];
    expect(ipc?.appOrigin()).toBe('http://127.0.0.1:45000');
    expect(ipc?.appInfo()).toEqual({ appVersion: '1.2.3', embeddedServer: true, apiOrigin: 'http://127.0.0.1:45000' });
  });

  it('reports the remote storefront in the app info', async () => {
    const remote = { url: 'https://shop.guardians.example/', origin: 'https://shop.guardians.example', embedded: false };
    const { shell, becomeReady, dependencies } = setup({ start: async () => remote });
    becomeReady();
    await shell.run();
    expect(dependencies.registerIpc.mock.calls[0]?.[0].appInfo()).toEqual({
      appVersion: '1.2.3',
      embeddedServer: false,
      apiOrigin: 'https://shop.guardians.example',
    });
  });

  it('shows a startup failure to the user and exits with an error, without opening a window', async () => {
    const { shell, app, becomeReady, dependencies, openWindows } = setup({
      start: async () => {
        throw new Error('GUARDIANS_API_URL must start with http:// or https://');
      },
    });
    becomeReady();
    await shell.run();

    expect(dependencies.showStartupError).toHaveBeenCalledExactlyOnceWith('Guardians could not start', 'GUARDIANS_API_URL must start with http:// or https://');
    expect(openWindows).toEqual([]);
    expect(dependencies.installSessionPolicies).not.toHaveBeenCalled();
    expect(dependencies.server.stop).toHaveBeenCalledOnce();
    expect(app.exit).toHaveBeenCalledExactlyOnceWith(1);
  });
});

describe('DesktopShell navigation guard', () => {
  it('guards every web contents created, trusting no origin before the storefront starts', async () => {
    const { shell, listeners, becomeReady } = setup();
    let onNavigation: (attempt: NavigationAttempt) => void = () => {};
    const contents: GuardableWebContents = {
      onNavigationAttempt: (listener) => (onNavigation = listener),
      onWebviewAttach: () => {},
      setWindowOpenHandler: () => {},
      loadURL: async () => {},
    };
    const running = shell.run();
    listeners.webContentsCreated?.(contents);

    const early = { url: 'http://127.0.0.1:45000/', isMainFrame: true, preventDefault: vi.fn() };
    onNavigation(early);
    expect(early.preventDefault).toHaveBeenCalled();

    becomeReady();
    await running;
    const later = { url: 'http://127.0.0.1:45000/marketplace', isMainFrame: true, preventDefault: vi.fn() };
    onNavigation(later);
    expect(later.preventDefault).not.toHaveBeenCalled();
  });
});

describe('DesktopShell windows', () => {
  it('quits when the last window closes on Linux and Windows', async () => {
    for (const platform of ['linux', 'win32'] as const) {
      const { shell, app, listeners, becomeReady } = setup({ platform });
      becomeReady();
      await shell.run();
      listeners.windowAllClosed?.();
      expect(app.quit).toHaveBeenCalledOnce();
    }
  });

  it('stays in the dock on macOS and reopens the window on activate', async () => {
    const { shell, app, listeners, becomeReady, openWindows } = setup({ platform: 'darwin' });
    becomeReady();
    await shell.run();
    openWindows.length = 0;

    listeners.windowAllClosed?.();
    expect(app.quit).not.toHaveBeenCalled();
    listeners.activate?.();
    expect(openWindows).toEqual([embeddedTarget]);
    listeners.activate?.();
    expect(openWindows).toHaveLength(1);
  });
});

describe('DesktopShell quitting', () => {
  it('holds the quit until the embedded server has closed, then quits once', async () => {
    let finishStop: () => void = () => {};
    const { shell, app, listeners, becomeReady, dependencies } = setup({ stop: () => new Promise<void>((resolve) => (finishStop = resolve)) });
    becomeReady();
    await shell.run();

    const firstQuit = quitEvent();
    listeners.beforeQuit?.(firstQuit);
    expect(firstQuit.preventDefault).toHaveBeenCalled();
    const impatientQuit = quitEvent();
    listeners.beforeQuit?.(impatientQuit);
    expect(impatientQuit.preventDefault).toHaveBeenCalled();
    expect(dependencies.server.stop).toHaveBeenCalledOnce();
    expect(app.quit).not.toHaveBeenCalled();

    finishStop();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledOnce());
    const finalQuit = quitEvent();
    listeners.beforeQuit?.(finalQuit);
    expect(finalQuit.preventDefault).not.toHaveBeenCalled();
  });

  it('quits anyway when the server does not close in time', async () => {
    vi.useFakeTimers();
    const { shell, app, listeners, becomeReady, dependencies } = setup({ stop: () => new Promise<void>(() => {}) });
    becomeReady();
    await shell.run();

    listeners.beforeQuit?.(quitEvent());
    await vi.advanceTimersByTimeAsync(1_000);

    expect(app.quit).toHaveBeenCalledOnce();
    expect(dependencies.logger.warn).toHaveBeenCalledWith(expect.stringContaining('did not close within 1000 ms'));
  });

  it('quits anyway when closing the server fails', async () => {
    const { shell, app, listeners, becomeReady, dependencies } = setup({
      stop: async () => {
        throw new Error('database is locked');
      },
    });
    becomeReady();
    await shell.run();

    listeners.beforeQuit?.(quitEvent());

    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledOnce());
    expect(dependencies.logger.error).toHaveBeenCalled();
  });
});
