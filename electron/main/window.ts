// The storefront window. Its navigation is guarded for every web contents in desktop-shell.ts; here it
// gets the locked-down web preferences and is shown only once painted, to avoid a white flash.
import { BrowserWindow } from 'electron';
import type { ShellWindows } from './desktop-shell';
import type { ShellLogger } from './logger';
import { secureWebPreferences } from './security/web-preferences';
import type { StorefrontTarget } from './services/embedded-server';

/** Mantine's dark body colour: the renderer starts in dark mode. */
const DARK_BACKGROUND = '#1a1b1e';

export interface MainWindowOptions {
  /** Absolute path of the bundled preload (out/preload/index.cjs). */
  preloadPath: string;
  logger: ShellLogger;
}

export class MainWindows implements ShellWindows {
  private readonly windows = new Set<BrowserWindow>();

  constructor(private readonly options: MainWindowOptions) {}

  open(target: StorefrontTarget): void {
    const window = new BrowserWindow({
      title: 'Guardians',
      width: 1280,
      height: 832,
      minWidth: 360,
      minHeight: 560,
      show: false,
      backgroundColor: DARK_BACKGROUND,
      webPreferences: secureWebPreferences(this.options.preloadPath),
    });
    this.windows.add(window);
    window.once('ready-to-show', () => window.show());
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
}
