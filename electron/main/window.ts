// The storefront window. Its navigation is guarded for every web contents in desktop-shell.ts; here it
// gets the locked-down web preferences and is shown only once painted, to avoid a white flash.
import { BrowserWindow, screen } from 'electron';
import type { ShellWindows } from './desktop-shell';
import type { ShellLogger } from './logger';
import { secureWebPreferences } from './security/web-preferences';
import type { StorefrontTarget } from './services/embedded-server';
import type { NotificationTarget } from './services/notifications';
import type { WindowState } from './services/window-state';
import { MINIMUM_WINDOW_SIZE, restoredWindowState, windowStateToSave } from './services/window-state';

/** Mantine's dark body colour: the renderer starts in dark mode. */
const DARK_BACKGROUND = '#1a1b1e';

export interface MainWindowOptions {
  /** Absolute path of the bundled preload (out/preload/index.cjs). */
  preloadPath: string;
  logger: ShellLogger;
  /** Where the window's bounds are remembered between launches. */
  windowState: { load(): unknown; save(state: WindowState): void };
}

export class MainWindows implements ShellWindows, NotificationTarget {
  private readonly windows = new Set<BrowserWindow>();

  constructor(private readonly options: MainWindowOptions) {}

  open(target: StorefrontTarget): void {
    const restored = restoredWindowState(
      this.options.windowState.load(),
      screen.getAllDisplays().map((display) => display.workArea),
    );
    const window = new BrowserWindow({
      title: 'Guardians',
      ...restored.bounds,
      minWidth: MINIMUM_WINDOW_SIZE.width,
      minHeight: MINIMUM_WINDOW_SIZE.height,
      show: false,
      backgroundColor: DARK_BACKGROUND,
      webPreferences: secureWebPreferences(this.options.preloadPath),
    });
    this.windows.add(window);
    window.once('ready-to-show', () => {
      if (restored.maximized) window.maximize();
      window.show();
    });
    // Saved when the window closes rather than on every move: one write, and the last position is the one wanted.
    window.on('close', () => this.options.windowState.save(windowStateToSave(window.getNormalBounds(), window.isMaximized())));
    window.on('closed', () => this.windows.delete(window));
    window.webContents.on('did-fail-load', (_event, code, description, url, isMainFrame) => {
      if (isMainFrame) this.options.logger.error(`The storefront page ${url} failed to load: ${description} (${code})`);
    });
    window.loadURL(target.url).catch((error: unknown) => {
      this.options.logger.error(`Could not load ${target.url}`, error);
      // Show the window anyway so the user sees Chromium's error page rather than nothing.
      if (!window.isDestroyed()) window.show();
    });
  }

  count(): number {
    return this.windows.size;
  }

  /** A second launch or a notification click brings the existing window forward instead of opening another. */
  focus(): BrowserWindow | undefined {
    const [window] = this.windows;
    if (window === undefined || window.isDestroyed()) return undefined;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    return window;
  }

  focusAndOpen(url: string): void {
    const window = this.focus();
    window?.loadURL(url).catch((error: unknown) => this.options.logger.error(`Could not open ${url}`, error));
  }

  reload(): void {
    this.focus()?.webContents.reload();
  }
}
