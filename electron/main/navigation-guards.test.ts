import { describe, expect, it, vi } from 'vitest';
import type { GuardableWebContents, NavigationAttempt } from './navigation-guards';
import { guardWebContents } from './navigation-guards';

const appOrigin = 'http://127.0.0.1:41000';

function fakeWebContents() {
  let navigationListener: (attempt: NavigationAttempt) => void = () => {};
  let webviewListener: (attempt: { preventDefault(): void }) => void = () => {};
  let windowOpenHandler: (details: { url: string }) => { action: 'deny' } = () => ({ action: 'deny' });
  const contents: GuardableWebContents = {
    onNavigationAttempt: (listener) => (navigationListener = listener),
    onWebviewAttach: (listener) => (webviewListener = listener),
    setWindowOpenHandler: (handler) => (windowOpenHandler = handler),
    loadURL: vi.fn(async () => {}),
  };
  return {
    contents,
    navigate(url: string, isMainFrame = true) {
      const preventDefault = vi.fn();
      navigationListener({ url, isMainFrame, preventDefault });
      return preventDefault;
    },
    attachWebview() {
      const preventDefault = vi.fn();
      webviewListener({ preventDefault });
      return preventDefault;
    },
    openWindow: (url: string) => windowOpenHandler({ url }),
  };
}

function setup() {
  const page = fakeWebContents();
  const openExternal = vi.fn(async (_url: string) => {});
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  guardWebContents(page.contents, { appOrigin: () => appOrigin, openExternal, logger });
  return { page, openExternal, logger };
}

describe('guardWebContents', () => {
  it('lets the storefront navigate within its origin', () => {
    const { page, openExternal } = setup();
    expect(page.navigate(`${appOrigin}/marketplace`)).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks a top-level link to another site and opens it in the system browser', () => {
    const { page, openExternal } = setup();
    expect(page.navigate('https://example.org/article')).toHaveBeenCalledOnce();
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://example.org/article');
  });

  it('blocks a subframe navigation without opening anything', () => {
    const { page, openExternal } = setup();
    expect(page.navigate('https://tracker.example/', false)).toHaveBeenCalledOnce();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('blocks file and javascript navigations without opening anything', () => {
    const { page, openExternal } = setup();
    expect(page.navigate('file:///etc/passwd')).toHaveBeenCalledOnce();
    expect(page.navigate('javascript:alert(1)')).toHaveBeenCalledOnce();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('never creates a new window: web links go to the system browser', () => {
    const { page, openExternal } = setup();
    expect(page.openWindow('https://example.org/')).toEqual({ action: 'deny' });
    expect(page.openWindow('mailto:care@example.org')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://example.org/'], ['mailto:care@example.org']]);
  });

  it('opens a target=_blank storefront link in the app window', () => {
    const { page, openExternal } = setup();
    expect(page.openWindow(`${appOrigin}/collection/biome`)).toEqual({ action: 'deny' });
    expect(page.contents.loadURL).toHaveBeenCalledExactlyOnceWith(`${appOrigin}/collection/biome`);
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('drops window requests for other schemes', () => {
    const { page, openExternal, logger } = setup();
    expect(page.openWindow('file:///C:/Windows/System32/calc.exe')).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
    expect(page.contents.loadURL).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();
  });

  it('refuses to attach a webview', () => {
    const { page } = setup();
    expect(page.attachWebview()).toHaveBeenCalledOnce();
  });

  it('logs, rather than crashes, when the system browser cannot be opened', async () => {
    const page = fakeWebContents();
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const openExternal = vi.fn(async () => {
      throw new Error('no browser');
    });
    guardWebContents(page.contents, { appOrigin: () => appOrigin, openExternal, logger });
    page.openWindow('https://example.org/');
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled());
  });
});
