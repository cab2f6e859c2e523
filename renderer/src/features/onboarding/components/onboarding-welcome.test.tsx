import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { OnboardingWelcome } from './onboarding-welcome';
import { STORAGE_KEYS } from '../../../platform/storage-keys';

function renderWelcome() {
  installFakeServer({ 'GET /api/auth/me': () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401) });
  return renderAppScreen(<OnboardingWelcome />, { otherRoutes: { '/assessment': 'Guardian Assessment' } });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Meet your five wellness guardians' });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('OnboardingWelcome', () => {
  it('welcomes a first-time visitor with the five guardians, step by step, and ends at the assessment', async () => {
    const { router } = renderWelcome();
    expect(await screen.findByRole('dialog', { name: 'Meet your five wellness guardians' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    for (const name of ['Captain Angio', 'Lady Regenera', 'Commander Biome', 'Lady Genomica', 'General Immuno']) expect(screen.getByText(name)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Find your guardian' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialog()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Ask a guardian anytime' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Earn rewards in your wallet' })).toBeTruthy();
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Take the Guardian Assessment' }));
    expect(await screen.findByRole('heading', { name: 'Guardian Assessment' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assessment');
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingCompleted.key)).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.seenFeatures.key)!)).toEqual({ onboarding: true });
  });

  it('stays closed once completed', () => {
    window.localStorage.setItem(STORAGE_KEYS.onboardingCompleted.key, 'true');
    renderWelcome();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats a bad stored value as not completed', async () => {
    window.localStorage.setItem(STORAGE_KEYS.onboardingCompleted.key, 'yes please');
    renderWelcome();
    expect(await screen.findByRole('dialog', { name: 'Meet your five wellness guardians' })).toBeTruthy();
  });

  it('skipping stores the completion; showing it again opens it at once from the first step', async () => {
    const { firstRun } = renderWelcome();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip introduction' }));
    expect(dialog()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingCompleted.key)).toBe('true');

    act(() => firstRun.showOnboardingAgain());
    expect(dialog()).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingCompleted.key)).toBeNull();
  });

  it('closes with Escape as a skip', async () => {
    renderWelcome();
    const opened = await screen.findByRole('dialog', { name: 'Meet your five wellness guardians' });
    fireEvent.keyDown(opened, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingCompleted.key)).toBe('true');
  });
});
