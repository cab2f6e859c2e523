// The application lifecycle: ready -> storefront (embedded server or remote URL) -> session policies,
// IPC and the window; quitting waits for the embedded server to close so SQLite is left consistent.
import type { DesktopAppInfo } from '@common/desktop-bridge';
import type { ShellLogger } from './logger';
import type { GuardableWebContents } from './navigation-guards';
import { guardWebContents } from './navigation-guards';
import type { StorefrontTarget } from './services/embedded-server';

/** Electron's app object, as adapters/electron-app.ts exposes it. */
export interface ShellApp {
  readonly platform: NodeJS.Platform;
  whenReady(): Promise<void>;
  getVersion(): string;
  onWebContentsCreated(listener: (contents: GuardableWebContents) => void): void;
  onWindowAllClosed(listener: () => void): void;
  /** macOS: the dock icon was clicked. */
  onActivate(listener: () => void): void;
  onBeforeQuit(listener: (event: { preventDefault(): void }) => void): void;
  quit(): void;
  exit(code: number): void;
}

export interface StorefrontServer {
  start(): Promise<StorefrontTarget>;
  stop(): Promise<void>;
}

export interface ShellWindows {
  open(target: StorefrontTarget): void;
  count(): number;
}

export interface DesktopShellDependencies {
  app: ShellApp;
  server: StorefrontServer;
  windows: ShellWindows;
  /** CSP and permission handlers on the window's session, for the storefront origin. */
  installSessionPolicies(appOrigin: string): void;
  registerIpc(dependencies: { appOrigin: () => string; appInfo: () => DesktopAppInfo }): void;
  openExternal(url: string): Promise<void>;
  /** A blocking message box: the app cannot do anything useful without its storefront. */
  showStartupError(title: string, message: string): void;
  logger: ShellLogger;
  /** How long quitting waits for the embedded server before giving up on it. */
  stopTimeoutMs?: number;
}

const DEFAULT_STOP_TIMEOUT_MS = 5_000;

export class DesktopShell {
  private target: StorefrontTarget | null = null;
  private serverStopped = false;
  private stoppingServer = false;

  constructor(private readonly dependencies: DesktopShellDependencies) {}

  /** Until the storefront has started no origin is trusted: "" is never the origin of a URL. */
  get appOrigin(): string {
    return this.target?.origin ?? '';
  }

  /** Registers the lifecycle listeners (before ready, as Electron requires) and starts the app. */
  async run(): Promise<void> {
    const { app, logger } = this.dependencies;
    // Every web contents, not only the main window's, so that nothing created later escapes the policy.
    app.onWebContentsCreated((contents) =>
      guardWebContents(contents, { appOrigin: () => this.appOrigin, openExternal: this.dependencies.openExternal, logger }),
    );
    app.onWindowAllClosed(() => {
      // macOS apps stay in the dock until Cmd+Q; elsewhere closing the window ends the app.
      if (app.platform !== 'darwin') app.quit();
    });
    app.onActivate(() => {
      if (this.target !== null && this.dependencies.windows.count() === 0) this.dependencies.windows.open(this.target);
    });
    app.onBeforeQuit((event) => this.onBeforeQuit(event));

    await app.whenReady();
    try {
      await this.startStorefront();
    } catch (error) {
      await this.failStartup(error);
    }
  }

  private async startStorefront(): Promise<void> {
    const { server, windows, logger } = this.dependencies;
    const target = await server.start();
    this.target = target;
    logger.info(target.embedded ? `Embedded storefront listening on ${target.origin}` : `Using the remote storefront ${target.url}`);
    this.dependencies.installSessionPolicies(target.origin);
    this.dependencies.registerIpc({
      appOrigin: () => this.appOrigin,
      appInfo: () => ({ appVersion: this.dependencies.app.getVersion(), embeddedServer: target.embedded, apiOrigin: target.origin }),
    });
    windows.open(target);
  }

  private async failStartup(error: unknown): Promise<void> {
    const { app, logger } = this.dependencies;
    logger.error('Guardians could not start', error);
    const message = error instanceof Error ? error.message : String(error);
    this.dependencies.showStartupError('Guardians could not start', message);
    await this.stopServer();
    app.exit(1);
  }

  private onBeforeQuit(event: { preventDefault(): void }): void {
    if (this.serverStopped) return;
    // Hold the quit until the server has closed its connections and database, then quit for real.
    event.preventDefault();
    if (this.stoppingServer) return;
    void this.stopServer().then(() => this.dependencies.app.quit());
  }

  private async stopServer(): Promise<void> {
    if (this.serverStopped || this.stoppingServer) return;
    this.stoppingServer = true;
    const { logger } = this.dependencies;
    const timeoutMs = this.dependencies.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([this.dependencies.server.stop().then(() => 'stopped' as const), timeout]);
      if (outcome === 'timeout') logger.warn(`The embedded server did not close within ${timeoutMs} ms; quitting anyway`);
    } catch (error) {
      logger.error('The embedded server did not close cleanly', error);
    } finally {
      clearTimeout(timer);
      this.serverStopped = true;
      this.stoppingServer = false;
    }
  }
}
