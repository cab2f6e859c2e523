import { describe, expect, it, vi } from 'vitest';
import type { ServiceWorkerHost } from './register-service-worker';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

function host(overrides: Partial<ServiceWorkerHost> = {}) {
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  return { register, host: { production: true, platformKind: 'web', serviceWorker: { register }, ...overrides } satisfies ServiceWorkerHost };
}

describe('registerServiceWorker', () => {
  it('registers the root worker in the production web build', async () => {
    const { host: web, register } = host();
    await expect(registerServiceWorker(web)).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  });

  it.each([
    ['on desktop', { platformKind: 'desktop' as const }],
    ['in development', { production: false }],
    ['where the browser has no service workers', { serviceWorker: undefined }],
  ])('registers nothing %s', async (_case, overrides) => {
    const { host: other, register } = host(overrides);
    await expect(registerServiceWorker(other)).resolves.toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('logs a failed registration instead of breaking the app', async () => {
    const failure = new Error('SecurityError');
    const log = vi.fn();
    const { host: web, register } = host();
    register.mockRejectedValueOnce(failure);
    await expect(registerServiceWorker(web, log)).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith(expect.any(String), failure);
  });
});
