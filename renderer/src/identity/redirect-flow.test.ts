import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthPort, ProviderUser, RedirectResult } from './auth-port';
import { readAuthError } from './auth-error-record';
import type { RedirectFlowDeps } from './redirect-flow';
import { createRedirectFlow, POST_SUCCESS_REDIRECT_DELAY_MS } from './redirect-flow';
import { STORAGE_KEYS } from '../platform/storage-keys';

function providerUser(email: string | null = 'grace@example.com'): ProviderUser {
  return { uid: `uid-${email ?? 'none'}`, email, displayName: 'Grace', getIdToken: async () => 'id-token' };
}

/** The identity service as the flow sees it, steered by each test. */
function fakePort(state: { result?: RedirectResult | null; current?: ProviderUser | null; resultError?: unknown } = {}) {
  const listeners = new Set<(user: ProviderUser | null) => void>();
  const port: AuthPort & { emit(user: ProviderUser | null): void; listenerCount(): number } = {
    signInWithRedirect: vi.fn(async () => undefined),
    getRedirectResult: vi.fn(async () => {
      if (state.resultError) throw state.resultError;
      return state.result ?? null;
    }),
    currentUser: () => state.current ?? null,
    onAuthStateChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signOut: vi.fn(async () => undefined),
    emit: (user) => listeners.forEach((listener) => listener(user)),
    listenerCount: () => listeners.size,
  };
  return port;
}

function setup(port: ReturnType<typeof fakePort>, overrides: Partial<RedirectFlowDeps> = {}) {
  const navigate = vi.fn<(path: string) => void>();
  const registerWithBackend = vi.fn<RedirectFlowDeps['registerWithBackend']>(async () => undefined);
  const log = vi.fn();
  const flow = createRedirectFlow({
    loadPort: async () => port,
    session: sessionStorage,
    navigate,
    registerWithBackend,
    host: 'shop.example:5173',
    now: () => new Date('2026-03-01T12:00:00.000Z'),
    log,
    ...overrides,
  });
  return { flow, navigate, registerWithBackend, log };
}

/** Lets the flow's promise chain (port load, redirect result, registration) run. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('step 1: starting a redirect sign-in', () => {
  it('sets the attempt flag and the redirect target, then leaves for the provider', async () => {
    const port = fakePort();
    const { flow } = setup(port);
    await flow.begin('/community');
    expect(sessionStorage.getItem('googleSignInAttempt')).toBe('true');
    expect(sessionStorage.getItem('authRedirectTo')).toBe('/community');
    expect(port.signInWithRedirect).toHaveBeenCalledTimes(1);
  });

  it('stores the auth error record and goes to /auth-error when the provider cannot be reached', async () => {
    const port = fakePort();
    vi.mocked(port.signInWithRedirect).mockRejectedValueOnce(Object.assign(new Error('boom'), { name: 'FirebaseError', code: 'auth/internal-error' }));
    const { flow, navigate } = setup(port);
    await flow.begin();
    expect(navigate).toHaveBeenCalledWith('/auth-error');
    expect(sessionStorage.getItem('googleSignInAttempt')).toBeNull();
    expect(readAuthError(sessionStorage)).toEqual({
      message: 'Authentication error: boom',
      code: 'FirebaseError',
      step: 'redirect_result',
      timestamp: '2026-03-01T12:00:00.000Z',
    });
  });
});

describe('step 2: a redirect result with a current user', () => {
  it('registers with the backend first, clears the flags and goes to /auth-success', async () => {
    const grace = providerUser();
    const port = fakePort({ result: { user: grace }, current: grace });
    sessionStorage.setItem('googleSignInAttempt', 'true');
    sessionStorage.setItem('authSuccess', 'pending');
    const { flow, navigate, registerWithBackend } = setup(port);
    let registered = false;
    registerWithBackend.mockImplementation(async () => {
      expect(navigate).not.toHaveBeenCalled();
      registered = true;
    });

    flow.subscribe({ withProvider: true });
    await settle();
    expect(registered).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth-success');
    expect(sessionStorage.getItem('googleSignInAttempt')).toBeNull();
    expect(sessionStorage.getItem('authSuccess')).toBeNull();
  });

  it('goes to the stored redirect target instead when there is one, and clears it', async () => {
    const grace = providerUser();
    const port = fakePort({ result: { user: grace }, current: grace });
    sessionStorage.setItem('googleSignInAttempt', 'true');
    sessionStorage.setItem('authRedirectTo', '/guardians/biome');
    const { flow, navigate } = setup(port);
    flow.subscribe({ withProvider: true });
    await settle();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/guardians/biome');
    expect(sessionStorage.getItem('authRedirectTo')).toBeNull();
  });
});

describe('step 3: no result, but a user is signed in while the attempt flag is set', () => {
  it('goes to /auth-success, and then step 7 clears the flags and goes to /profile', async () => {
    const grace = providerUser();
    const port = fakePort({ result: null, current: grace });
    sessionStorage.setItem('googleSignInAttempt', 'true');
    const { flow, navigate } = setup(port);
    flow.subscribe({ withProvider: true });
    await settle();
    expect(navigate.mock.calls).toEqual([['/auth-success']]);

    port.emit(grace);
    await settle();
    expect(navigate.mock.calls).toEqual([['/auth-success'], ['/profile']]);
    expect(sessionStorage.getItem('googleSignInAttempt')).toBeNull();
  });
});

describe('step 4: no result and no user while the flag is set', () => {
  it('clears the attempt flag and goes nowhere', async () => {
    const port = fakePort({ result: null, current: null });
    sessionStorage.setItem('googleSignInAttempt', 'true');
    const { flow, navigate, registerWithBackend } = setup(port);
    flow.subscribe({ withProvider: true });
    await settle();
    expect(sessionStorage.getItem('googleSignInAttempt')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(registerWithBackend).not.toHaveBeenCalled();
  });
});

describe('step 5: handling failure', () => {
  it.each([
    [
      'auth/unauthorized-domain',
      'The domain shop.example:5173 is not authorized for sign-in. Add it to the authorized domains in the Firebase console, then try again.',
      'auth/unauthorized-domain',
    ],
    ['auth/popup-closed-by-user', 'Authentication was canceled. Please try again.', 'auth/popup-closed-by-user'],
    ['auth/cancelled-popup-request', 'Multiple authentication attempts detected. Please try again.', 'auth/cancelled-popup-request'],
    ['auth/network-request-failed', 'Authentication error: Firebase: Error (auth/network-request-failed).', 'FirebaseError'],
  ])('stores the record for %s and goes to /auth-error', async (code, message, recordCode) => {
    const error = Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
    const port = fakePort({ resultError: error });
    sessionStorage.setItem('googleSignInAttempt', 'true');
    const { flow, navigate } = setup(port);
    flow.subscribe({ withProvider: true });
    await settle();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth-error');
    expect(readAuthError(sessionStorage)).toEqual({ message, code: recordCode, step: 'redirect_result', timestamp: '2026-03-01T12:00:00.000Z' });
  });

  it('uses the default text when the failure has no message', async () => {
    const port = fakePort({ resultError: {} });
    const { flow } = setup(port);
    flow.subscribe({ withProvider: true });
    await settle();
    expect(readAuthError(sessionStorage)?.message).toBe('Authentication failed. Please try again.');
  });
});

describe('step 6: registration with the backend on an auth state change', () => {
  it('registers a user once per email per session, whatever the number of changes or the letter case', async () => {
    const port = fakePort();
    const { flow, registerWithBackend } = setup(port);
    flow.subscribe({ withProvider: true });
    await settle();

    port.emit(providerUser('grace@example.com'));
    port.emit(providerUser('grace@example.com'));
    await settle();
    port.emit(providerUser('Grace@Example.com'));
    await settle();
    expect(registerWithBackend).toHaveBeenCalledTimes(1);
    expect(registerWithBackend.mock.calls[0]?.[0]).toMatchObject({ email: 'grace@example.com', uid: 'uid-grace@example.com', displayName: 'Grace' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.firebaseRegisteredEmails.key) ?? '[]')).toEqual(['grace@example.com']);

    port.emit(providerUser('ada@example.com'));
    await settle();
    expect(registerWithBackend).toHaveBeenCalledTimes(2);
  });

  it('rejects a user without an email locally, with no call', async () => {
    const port = fakePort();
    const { flow, registerWithBackend, log } = setup(port);
    flow.subscribe({ withProvider: true });
    await settle();
    port.emit(providerUser(null));
    await settle();
    expect(registerWithBackend).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('no email'));
  });

  it('only logs a failed registration, and tries again on the next change', async () => {
    const port = fakePort();
    const { flow, registerWithBackend, log, navigate } = setup(port);
    registerWithBackend.mockRejectedValueOnce(new Error('503'));
    flow.subscribe({ withProvider: true });
    await settle();
    port.emit(providerUser());
    await settle();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.any(Error));
    expect(navigate).not.toHaveBeenCalled();

    port.emit(providerUser());
    await settle();
    expect(registerWithBackend).toHaveBeenCalledTimes(2);
  });

  it('does not register or subscribe to the provider when told no provider session can exist', async () => {
    const port = fakePort({ current: providerUser() });
    const loadPort = vi.fn(async () => port);
    const { flow } = setup(port, { loadPort });
    flow.subscribe({ withProvider: false });
    await settle();
    expect(loadPort).not.toHaveBeenCalled();
    expect(port.listenerCount()).toBe(0);
  });
});

describe('step 7: an auth state change with a user while the attempt flag is set', () => {
  it('clears the flags and goes to /profile once registered; without the flag it stays put', async () => {
    const port = fakePort({ result: null, current: null });
    const { flow, navigate } = setup(port);
    flow.subscribe({ withProvider: true });
    await settle();

    port.emit(providerUser('ada@example.com'));
    await settle();
    expect(navigate).not.toHaveBeenCalled();

    sessionStorage.setItem('googleSignInAttempt', 'true');
    sessionStorage.setItem('authRedirectTo', '/community');
    port.emit(providerUser('grace@example.com'));
    await settle();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/profile');
    expect(sessionStorage.getItem('googleSignInAttempt')).toBeNull();
    expect(sessionStorage.getItem('authRedirectTo')).toBeNull();
  });

  it('stops listening when unsubscribed', async () => {
    const port = fakePort();
    const { flow, navigate } = setup(port);
    const unsubscribe = flow.subscribe({ withProvider: true });
    await settle();
    expect(port.listenerCount()).toBe(1);
    unsubscribe();
    expect(port.listenerCount()).toBe(0);
    sessionStorage.setItem('googleSignInAttempt', 'true');
    port.emit(providerUser());
    await settle();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('step 8: the success flag and a redirect target on subscription', () => {
  it('clears both and redirects after 300 ms', async () => {
    sessionStorage.setItem('authSuccess', 'true');
    sessionStorage.setItem('authRedirectTo', '/community');
    const { flow, navigate } = setup(fakePort());
    flow.subscribe({ withProvider: false });
    expect(sessionStorage.getItem('authSuccess')).toBeNull();
    expect(sessionStorage.getItem('authRedirectTo')).toBeNull();

    await vi.advanceTimersByTimeAsync(POST_SUCCESS_REDIRECT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/community');
  });

  it('does nothing when only one of the two is set', async () => {
    sessionStorage.setItem('authSuccess', 'true');
    const { flow, navigate } = setup(fakePort());
    flow.subscribe({ withProvider: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('authSuccess')).toBe('true');
  });

  it('cancels the pending redirect when unsubscribed first', async () => {
    sessionStorage.setItem('authSuccess', 'true');
    sessionStorage.setItem('authRedirectTo', '/profile');
    const { flow, navigate } = setup(fakePort());
    const unsubscribe = flow.subscribe({ withProvider: false });
    unsubscribe();
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
