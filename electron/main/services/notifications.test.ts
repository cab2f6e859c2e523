import { describe, expect, it, vi } from 'vitest';
import { NotificationService } from './notifications';

const origin = 'http://127.0.0.1:41000';

function setUp({ enabled = true, supported = true } = {}) {
  let clicks: Array<() => void> = [];
  let setting = enabled;
  const notifier = {
    isSupported: () => supported,
    show: vi.fn((_notification: { title: string; body: string }, onClick: () => void) => {
      clicks = [...clicks, onClick];
    }),
  };
  const target = { focusAndOpen: vi.fn() };
  const service = new NotificationService({
    notifier,
    preference: { get: () => setting, set: (value) => (setting = value) },
    target,
    appOrigin: () => origin,
  });
  return { service, notifier, target, click: () => clicks.forEach((onClick) => onClick()) };
}

const blessing = { title: 'A blessing from Angio', body: 'Your heart thanks you.', route: '/guardians/angio' };

describe('NotificationService', () => {
  it('shows a notification whose click focuses the window on its route', () => {
    const { service, notifier, target, click } = setUp();
    expect(service.show(blessing)).toEqual({ shown: true, reason: 'shown' });
    expect(notifier.show).toHaveBeenCalledWith({ title: blessing.title, body: blessing.body }, expect.any(Function));
    expect(target.focusAndOpen).not.toHaveBeenCalled();
    click();
    expect(target.focusAndOpen).toHaveBeenCalledExactlyOnceWith(`${origin}/guardians/angio`);
  });

  it('shows nothing when the user turned notifications off', () => {
    const { service, notifier } = setUp({ enabled: false });
    expect(service.show(blessing)).toEqual({ shown: false, reason: 'disabled' });
    expect(notifier.show).not.toHaveBeenCalled();
  });

  it('says so when the operating system has no notifications', () => {
    const { service, notifier } = setUp({ supported: false });
    expect(service.show(blessing)).toEqual({ shown: false, reason: 'unsupported' });
    expect(notifier.show).not.toHaveBeenCalled();
  });

  it('opens nothing for a route outside the app, even if it reached the service', () => {
    const { service, target, click } = setUp();
    service.show({ ...blessing, route: '//evil.example/' });
    click();
    expect(target.focusAndOpen).not.toHaveBeenCalled();
  });

  it('remembers the setting and reports it with OS support', () => {
    const { service } = setUp();
    expect(service.setEnabled(false)).toEqual({ enabled: false, supported: true });
    expect(service.settings()).toEqual({ enabled: false, supported: true });
    expect(service.setEnabled(true).enabled).toBe(true);
  });
});
