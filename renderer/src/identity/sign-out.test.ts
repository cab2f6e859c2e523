import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignOutDeps } from './sign-out';
import { signOut } from './sign-out';

function deps(overrides: Partial<SignOutDeps> = {}) {
  const events: string[] = [];
  const all: SignOutDeps = {
    endServerSession: vi.fn(async () => void events.push('server')),
    providerSignOut: vi.fn(async () => void events.push('provider')),
    clearOfflineAnswers: vi.fn(async () => void events.push('offline-cleared')),
    storage: localStorage,
    setLoading: vi.fn((loading: boolean) => void events.push(`loading:${loading}`)),
    setSignedOut: vi.fn(() => void events.push('signed-out')),
    setError: vi.fn(() => void events.push('error')),
    log: vi.fn(),
    ...overrides,
  };
  return { all, events };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('authUser', '{"email":"ada@example.com"}');
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('demoUser', '{"isDemo":true}');
  localStorage.setItem('cookie_consent', '{"essential":true}');
});

describe('signOut (spec 4)', () => {
  it('ends the server session, clears authUser, isAuthenticated and demoUser, signs out of the provider, in order', async () => {
    const { all, events } = deps();
    await expect(signOut(all)).resolves.toBe(true);
    expect(events).toEqual(['loading:true', 'server', 'provider', 'offline-cleared', 'signed-out', 'loading:false']);
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(localStorage.getItem('demoUser')).toBeNull();
    expect(localStorage.getItem('cookie_consent')).not.toBeNull();
  });

  it('tolerates and logs a failed provider sign-out', async () => {
    const failure = new Error('network');
    const { all, events } = deps({ providerSignOut: vi.fn(async () => Promise.reject(failure)) });
    await expect(signOut(all)).resolves.toBe(true);
    expect(all.log).toHaveBeenCalledWith(expect.any(String), failure);
    expect(events).toEqual(['loading:true', 'server', 'offline-cleared', 'signed-out', 'loading:false']);
    expect(localStorage.getItem('authUser')).toBeNull();
  });

  it('keeps the user signed in and stores the error when the server session could not be ended', async () => {
    const failure = new Error('offline');
    const { all, events } = deps({ endServerSession: vi.fn(async () => Promise.reject(failure)) });
    await expect(signOut(all)).resolves.toBe(false);
    expect(all.setError).toHaveBeenCalledWith(failure);
    expect(events).toEqual(['loading:true', 'error', 'loading:false']);
    expect(localStorage.getItem('authUser')).not.toBeNull();
  });

  it('skips the provider when no provider session can exist', async () => {
    const { all, events } = deps({ providerSignOut: undefined });
    await signOut(all);
    expect(events).toEqual(['loading:true', 'server', 'offline-cleared', 'signed-out', 'loading:false']);
  });

  it("clears the user's offline answers once the server session has ended", async () => {
    const { all } = deps();
    await signOut(all);
    expect(all.clearOfflineAnswers).toHaveBeenCalledTimes(1);
  });

  it('keeps the offline answers when the server session could not be ended', async () => {
    const { all } = deps({ endServerSession: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await signOut(all);
    expect(all.clearOfflineAnswers).not.toHaveBeenCalled();
  });

  it('still signs out, and logs, when clearing the offline answers fails', async () => {
    const failure = new Error('cache closed');
    const { all, events } = deps({ clearOfflineAnswers: vi.fn(async () => Promise.reject(failure)) });
    await expect(signOut(all)).resolves.toBe(true);
    expect(all.log).toHaveBeenCalledWith(expect.any(String), failure);
    expect(events).toEqual(['loading:true', 'server', 'provider', 'signed-out', 'loading:false']);
  });
});
