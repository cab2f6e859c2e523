import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { createFakeDesktopPlatform } from '../../../platform/test-support/fake-desktop-platform';
import { PlatformContext } from '../../../platform/platform-context';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { OtherSignInOptions } from './other-sign-in-options';

const redirectBegin = vi.hoisted(() => vi.fn(async () => undefined));

// Firebase set up, as in a build with VITE_FIREBASE_*; the redirect flow is a spy so a call to it is visible.
vi.mock('../../../identity/firebase-config', () => ({
  firebaseSetup: { available: true, config: { apiKey: 'k', authDomain: 'guardians.example', projectId: 'demo-guardians' } },
}));
vi.mock('../../../identity/use-redirect-flow', () => ({
  useRedirectFlow: () => ({
    begin: redirectBegin,
    subscribe: () => () => undefined,
    resumeSuccessRedirect: () => undefined,
    registerOnce: async () => undefined,
  }),
}));

/** Several requests and renders per step; a loaded machine running the whole suite can take over a second. */
const patience = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  redirectBegin.mockClear();
  installFakeServer({
    'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401),
    'GET /api/db-status': databaseAvailable,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'Continue with Google'", () => {
  it('on desktop opens the system browser through the platform, not the Firebase redirect', async () => {
    const { platform } = createFakeDesktopPlatform();
    renderAppScreen(
      <PlatformContext value={platform}>
        <OtherSignInOptions guardian="biome" />
      </PlatformContext>,
      { path: '/auth-simple' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByText('Finish signing in in your browser…', undefined, patience)).toBeTruthy();
    expect(platform.desktopSignIn.begin).toHaveBeenCalledOnce();
    expect(redirectBegin).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('signup_breadcrumb') ?? 'null')).toMatchObject({ guardianId: 'biome' });

    fireEvent.click(screen.getByRole('button', { name: 'Open the browser again' }));
    await screen.findByText('Finish signing in in your browser…', undefined, patience);
    expect(platform.desktopSignIn.begin).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Finish signing in in your browser…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('on desktop says so when the browser could not be opened', async () => {
    const { platform } = createFakeDesktopPlatform();
    platform.desktopSignIn.begin.mockRejectedValueOnce(new Error('no browser'));
    renderAppScreen(
      <PlatformContext value={platform}>
        <OtherSignInOptions guardian="angio" />
      </PlatformContext>,
      { path: '/auth-simple' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert', undefined, patience)).textContent).toContain('Your browser could not be opened');
  });

  it('on the web still signs in by the Firebase redirect', async () => {
    renderAppScreen(<OtherSignInOptions guardian="angio" />, { path: '/auth-simple' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(redirectBegin).toHaveBeenCalledOnce());
    expect(screen.queryByText('Finish signing in in your browser…')).toBeNull();
  });
});
