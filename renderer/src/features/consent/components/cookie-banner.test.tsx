import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { CookieBanner } from './cookie-banner';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = () => json({ error: 'Sign in first', code: 'UNAUTHENTICATED' }, 401);

describe('CookieBanner', () => {
  it('Accept all records one consent per optional category, stores the choice and hides', async () => {
    const server = installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/db-status': databaseAvailable,
      'POST /api/gdpr/consent': () => json({ consent: {} }, 201),
    });
    renderAppScreen(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your cookie choices' })).toBeNull());

    const sent = server.requestsTo('POST /api/gdpr/consent').map((request) => JSON.parse(String(request.init.body)));
    expect(sent.map((record) => [record.consent_type, record.granted, record.form_type])).toEqual([
      ['analytics', true, 'simple'],
      ['personalization', true, 'simple'],
      ['marketing', true, 'simple'],
    ]);
    expect(JSON.parse(localStorage.getItem('cookie_consent') ?? 'null')).toEqual({ essential: true, analytics: true, personalization: true, marketing: true });
    expect(localStorage.getItem('cookie_consent_date')).not.toBeNull();
  });

  it('the customise view keeps essential on and sends the categories as chosen', async () => {
    const server = installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/db-status': databaseAvailable,
      'POST /api/gdpr/consent': () => json({ consent: {} }, 201),
    });
    renderAppScreen(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Customise' }));
    // The view's switches load when it is first opened.
    const essential = await screen.findByRole('switch', { name: /Essential/ });
    expect((essential as HTMLInputElement).checked).toBe(true);
    expect((essential as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Personalization/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(localStorage.getItem('cookie_consent')).not.toBeNull());

    const sent = server.requestsTo('POST /api/gdpr/consent').map((request) => JSON.parse(String(request.init.body)));
    expect(sent.map((record) => [record.consent_type, record.granted, record.form_type])).toEqual([
      ['analytics', false, 'customize'],
      ['personalization', true, 'customize'],
      ['marketing', false, 'customize'],
    ]);
  });

  it("shows 'Error' / 'Failed to save cookie preferences. Please try again.' and stays open when saving fails", async () => {
    installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/db-status': databaseAvailable,
      'POST /api/gdpr/consent': () => json({ error: 'Invalid', code: 'VALIDATION_FAILED' }, 400),
    });
    renderAppScreen(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(await screen.findByText('Failed to save cookie preferences. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your cookie choices' })).toBeTruthy();
    expect(localStorage.getItem('cookie_consent')).toBeNull();
  });

  it('stays hidden while a stored choice is younger than 365 days', () => {
    installFakeServer({ 'GET /api/auth/me': signedOut });
    localStorage.setItem('cookie_consent', JSON.stringify({ essential: true, analytics: false, personalization: false, marketing: false }));
    localStorage.setItem('cookie_consent_date', new Date().toISOString());
    renderAppScreen(<CookieBanner />);
    expect(screen.queryByRole('heading', { name: 'Your cookie choices' })).toBeNull();
  });
});
