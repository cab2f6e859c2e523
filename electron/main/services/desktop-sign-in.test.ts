import { describe, expect, it, vi } from 'vitest';
import { DesktopSignIn, sessionCookieFrom } from './desktop-sign-in';

const origin = 'http://127.0.0.1:41000';
const nonce = 'n'.repeat(43);
const code = 'c'.repeat(43);

function setUp(
  answer: { ok: boolean; status: number; setCookie: string[] } = {
    ok: true,
    status: 200,
    setCookie: ['guardians_session=tok123; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax'],
  },
) {
  let time = 1_800_000_000_000;
  const dependencies = {
    appOrigin: () => origin,
    openExternal: vi.fn(async (_url: string) => undefined),
    fetch: vi.fn(async () => ({ ok: answer.ok, status: answer.status, headers: { getSetCookie: () => answer.setCookie } as unknown as Headers })),
    setCookie: vi.fn(async () => undefined),
    reloadSignedIn: vi.fn(),
    now: () => time,
    makeNonce: () => nonce,
  };
  return { signIn: new DesktopSignIn(dependencies), dependencies, advance: (ms: number) => (time += ms) };
}

describe('DesktopSignIn', () => {
  it('opens the desktop sign-in page in the system browser with its nonce', async () => {
    const { signIn, dependencies } = setUp();
    await signIn.begin();
    expect(dependencies.openExternal).toHaveBeenCalledWith(`${origin}/desktop-sign-in?nonce=${nonce}`);
  });

  it('exchanges the code, stores the session cookie for the app origin and reloads', async () => {
    const { signIn, dependencies } = setUp();
    await signIn.begin();
    await expect(signIn.complete({ kind: 'sign-in', code, nonce })).resolves.toBe('signed-in');
    expect(dependencies.fetch).toHaveBeenCalledWith(
      `${origin}/api/desktop-auth/exchange`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code, nonce }) }),
    );
    expect(dependencies.setCookie).toHaveBeenCalledWith({
      url: origin,
      name: 'guardians_session',
      value: 'tok123',
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
      expirationDate: 1_800_000_000 + 2_592_000,
    });
    expect(dependencies.reloadSignedIn).toHaveBeenCalledOnce();
  });

  it('ignores a link it did not ask for, a wrong nonce and a stale attempt', async () => {
    const { signIn, dependencies, advance } = setUp();
    await expect(signIn.complete({ kind: 'sign-in', code, nonce })).resolves.toBe('not-expected');
    await signIn.begin();
    await expect(signIn.complete({ kind: 'sign-in', code, nonce: 'x'.repeat(43) })).resolves.toBe('not-expected');
    advance(11 * 60 * 1000);
    await expect(signIn.complete({ kind: 'sign-in', code, nonce })).resolves.toBe('not-expected');
    expect(dependencies.fetch).not.toHaveBeenCalled();
  });

  it('uses a nonce once', async () => {
    const { signIn, dependencies } = setUp();
    await signIn.begin();
    await signIn.complete({ kind: 'sign-in', code, nonce });
    await expect(signIn.complete({ kind: 'sign-in', code, nonce })).resolves.toBe('not-expected');
    expect(dependencies.fetch).toHaveBeenCalledOnce();
  });

  it('reports a refused exchange and sets no cookie', async () => {
    const { signIn, dependencies } = setUp({ ok: false, status: 400, setCookie: [] });
    await signIn.begin();
    await expect(signIn.complete({ kind: 'sign-in', code, nonce })).resolves.toBe('refused');
    expect(dependencies.setCookie).not.toHaveBeenCalled();
    expect(dependencies.reloadSignedIn).not.toHaveBeenCalled();
  });
});

describe('sessionCookieFrom', () => {
  it('finds the session cookie among others', () => {
    expect(sessionCookieFrom(['other=1; Path=/', 'guardians_session=abc; Path=/; HttpOnly'])).toEqual({ value: 'abc', maxAgeSeconds: null });
  });

  it('ignores a cleared session cookie', () => {
    expect(sessionCookieFrom(['guardians_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'])).toBeNull();
  });
});
