import { describe, expect, it } from 'vitest';
import { isTrustedIpcSender } from './ipc-sender';

const appOrigin = 'http://127.0.0.1:5123';

describe('isTrustedIpcSender', () => {
  it('trusts a frame showing the storefront', () => {
    expect(isTrustedIpcSender({ url: 'http://127.0.0.1:5123/profile' }, appOrigin)).toBe(true);
  });

  it('rejects frames on other origins', () => {
    expect(isTrustedIpcSender({ url: 'https://ads.example/frame' }, appOrigin)).toBe(false);
    expect(isTrustedIpcSender({ url: 'http://127.0.0.1:5124/' }, appOrigin)).toBe(false);
    expect(isTrustedIpcSender({ url: 'about:blank' }, appOrigin)).toBe(false);
    expect(isTrustedIpcSender({ url: '' }, appOrigin)).toBe(false);
  });

  it('rejects a frame that is gone', () => {
    expect(isTrustedIpcSender(null, appOrigin)).toBe(false);
    expect(isTrustedIpcSender(undefined, appOrigin)).toBe(false);
  });
});
