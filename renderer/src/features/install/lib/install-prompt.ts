// The install prompt of spec 4: hidden at first; when the browser offers installation it shows after 3 s unless
// dismissed before; Install opens the native prompt; Not now or close stores the dismissed flag; never in the
// installed app; gone on appinstalled.
import { STORAGE_KEYS } from '../../../platform/storage-keys';

export const INSTALL_BANNER_DELAY_MS = 3000;

/** Chromium's beforeinstallprompt event. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

export interface InstallPromptDeps {
  /** window in the app. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  storage: Storage;
  isInstalledApp(): boolean;
  onVisibilityChange(visible: boolean): void;
}

export function createInstallPrompt(deps: InstallPromptDeps) {
  let deferred: InstallPromptEvent | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let visible = false;

  const setVisible = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    deps.onVisibilityChange(next);
  };
  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const onBeforeInstallPrompt = (event: Event) => {
    // Keep the browser's own mini-infobar away; the banner offers installation instead.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    if (deps.isInstalledApp() || deps.storage.getItem(STORAGE_KEYS.installDismissed.key) !== null) return;
    cancelTimer();
    timer = setTimeout(() => {
      timer = undefined;
      setVisible(true);
    }, INSTALL_BANNER_DELAY_MS);
  };
  const onAppInstalled = () => {
    cancelTimer();
    deferred = null;
    setVisible(false);
  };

  deps.events.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  deps.events.addEventListener('appinstalled', onAppInstalled);

  return {
    async install(): Promise<void> {
      const event = deferred;
      deferred = null;
      setVisible(false);
      await event?.prompt();
    },
    dismiss(): void {
      cancelTimer();
      deps.storage.setItem(STORAGE_KEYS.installDismissed.key, 'true');
      setVisible(false);
    },
    dispose(): void {
      cancelTimer();
      deps.events.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      deps.events.removeEventListener('appinstalled', onAppInstalled);
    },
  };
}
