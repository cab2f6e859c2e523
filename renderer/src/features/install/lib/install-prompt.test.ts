import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallPromptDeps } from './install-prompt';
import { createInstallPrompt, INSTALL_BANNER_DELAY_MS } from './install-prompt';

function installOffer() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void> };
  event.prompt = vi.fn(async () => undefined);
  return event;
}

function setup(overrides: Partial<InstallPromptDeps> = {}) {
  const events = new EventTarget();
  const onVisibilityChange = vi.fn<(visible: boolean) => void>();
  const prompt = createInstallPrompt({ events, storage: localStorage, isInstalledApp: () => false, onVisibilityChange, ...overrides });
  return { events, onVisibilityChange, prompt };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('install prompt (spec 4)', () => {
  it('is hidden at first and shows 3000 ms after the browser offers installation', async () => {
    const { events, onVisibilityChange } = setup();
    const offer = installOffer();
    events.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(INSTALL_BANNER_DELAY_MS - 1);
    expect(onVisibilityChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onVisibilityChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('Install opens the native prompt and hides the banner', async () => {
    const { events, onVisibilityChange, prompt } = setup();
    const offer = installOffer();
    events.dispatchEvent(offer);
    await vi.advanceTimersByTimeAsync(INSTALL_BANNER_DELAY_MS);
    await prompt.install();
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(onVisibilityChange.mock.calls).toEqual([[true], [false]]);
  });

  it('Not now or close hides it and stores the dismissed flag, so it stays hidden on the next offer', async () => {
    const first = setup();
    first.events.dispatchEvent(installOffer());
    await vi.advanceTimersByTimeAsync(INSTALL_BANNER_DELAY_MS);
    first.prompt.dismiss();
    expect(localStorage.getItem('pwa-install-dismissed')).toBe('true');
    expect(first.onVisibilityChange.mock.calls).toEqual([[true], [false]]);

    const later = setup();
    later.events.dispatchEvent(installOffer());
    await vi.advanceTimersByTimeAsync(INSTALL_BANNER_DELAY_MS * 2);
    expect(later.onVisibilityChange).not.toHaveBeenCalled();
  });

  it('never shows in the installed app', async () => {
    const { events, onVisibilityChange } = setup({ isInstalledApp: () => true });
    events.dispatchEvent(installOffer());
    await vi.advanceTimersByTimeAsync(INSTALL_BANNER_DELAY_MS * 2);
    expect(onVisibilityChange).not.toHaveBeenCalled();
  });

  it('disappears on appinstalled, also before its delay has passed', async () => {
    const shown = setup();
    shown.events.dispatchEvent(installOffer());
    await vi.advanceTimersByTimeAsync(INSTALL_BANNER_DELAY_MS);
    shown.events.dispatchEvent(new Event('appinstalled'));
    expect(shown.onVisibilityChange.mock.calls).toEqual([[true], [false]]);

    const pending = setup();
    pending.events.dispatchEvent(installOffer());
    pending.events.dispatchEvent(new Event('appinstalled'));
    await vi.advanceTimersByTimeAsync(INSTALL_BANNER_DELAY_MS * 2);
    expect(pending.onVisibilityChange).not.toHaveBeenCalled();
  });

  it('stops listening once disposed', async () => {
    const { events, onVisibilityChange, prompt } = setup();
    prompt.dispose();
    events.dispatchEvent(installOffer());
    await vi.advanceTimersByTimeAsync(INSTALL_BANNER_DELAY_MS * 2);
    expect(onVisibilityChange).not.toHaveBeenCalled();
  });
});
