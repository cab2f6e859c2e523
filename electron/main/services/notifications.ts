// Native notifications for guardian blessings and consultation reminders. Electron's Notification and the
// window are injected, so the rules (user setting, route check, click → focus + navigate) test under Node.
import type { DesktopNotification, NotificationSettings, NotificationShown } from '@common/desktop-bridge';
import { appRouteUrl } from '../security/app-route';

/** Electron's Notification class, reduced to what the service needs (adapters/native-notifier.ts). */
export interface Notifier {
  isSupported(): boolean;
  show(notification: { title: string; body: string }, onClick: () => void): void;
}

/** Where the user's on/off choice lives (the preferences store). */
export interface NotificationPreference {
  get(): boolean;
  set(enabled: boolean): void;
}

/** The main window, as far as a notification click needs it. */
export interface NotificationTarget {
  /** Shows, restores and focuses the window, then loads the URL in it. */
  focusAndOpen(url: string): void;
}

export class NotificationService {
  constructor(
    private readonly dependencies: {
      notifier: Notifier;
      preference: NotificationPreference;
      target: NotificationTarget;
      appOrigin: () => string;
    },
  ) {}

  settings(): NotificationSettings {
    return { enabled: this.dependencies.preference.get(), supported: this.dependencies.notifier.isSupported() };
  }

  setEnabled(enabled: boolean): NotificationSettings {
    this.dependencies.preference.set(enabled);
    return this.settings();
  }

  show(notification: DesktopNotification): NotificationShown {
    const { notifier, preference } = this.dependencies;
    if (!preference.get()) return { shown: false, reason: 'disabled' };
    if (!notifier.isSupported()) return { shown: false, reason: 'unsupported' };
    notifier.show({ title: notification.title, body: notification.body }, () => this.open(notification.route));
    return { shown: true, reason: 'shown' };
  }

  /** Resolved at click time: the origin is the one the window trusts then, and a bad route opens nothing. */
  private open(route: string): void {
    const url = appRouteUrl(route, this.dependencies.appOrigin());
    if (url !== null) this.dependencies.target.focusAndOpen(url);
  }
}
