import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailPreferencesResponse } from '@common/contracts/mail-preferences';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { MailPreferencesSection } from './mail-preferences-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const patience = { timeout: 10_000 };

function preferences(on: { reminders: boolean; news: boolean }): MailPreferencesResponse {
  return {
    groups: [
      { group: 'reminders', label: 'Consultation reminders', description: 'A mail 24 hours and 1 hour before each consultation you booked.', on: on.reminders },
      { group: 'news', label: 'News from Guardians', description: 'A welcome when you join and occasional news from the store.', on: on.news },
    ],
  };
}

/** A group's switch; its accessible name is the label followed by the description. */
function switchName(label: string): RegExp {
  return new RegExp(`^${label}`);
}

function toggle(label: string): HTMLInputElement {
  return screen.getByRole('switch', { name: switchName(label) }) as HTMLInputElement;
}

describe('MailPreferencesSection', { timeout: 15_000 }, () => {
  it('shows one switch per group with its description, and saves a switch the moment it is moved', async () => {
    let current = preferences({ reminders: true, news: true });
    const server = installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'GET /api/profile/mail-preferences': () => json(current),
      'PUT /api/profile/mail-preferences': (request) => {
        const update = JSON.parse(String(request.init.body)) as { news?: boolean };
        current = preferences({ reminders: true, news: update.news ?? current.groups[1]!.on });
        return json(current);
      },
    });
    renderAppScreen(<MailPreferencesSection />);
    const section = await screen.findByRole('region', { name: 'Mails' }, patience);
    await within(section).findByRole('switch', { name: switchName('News from Guardians') }, patience);
    expect(toggle('Consultation reminders').checked).toBe(true);
    expect(toggle('News from Guardians').checked).toBe(true);
    expect(section.textContent).toContain('A welcome when you join and occasional news from the store.');
    expect(section.textContent).toContain('A mail 24 hours and 1 hour before each consultation you booked.');

    fireEvent.click(toggle('News from Guardians'));
    expect(await screen.findByText('Saved: “News from Guardians” is now off.', undefined, patience)).toBeTruthy();
    expect(toggle('News from Guardians').checked).toBe(false);
    expect(toggle('Consultation reminders').checked).toBe(true);
    const puts = server.requestsTo('PUT /api/profile/mail-preferences');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]!.init.body))).toEqual({ news: false });
  });

  it('says a choice was not saved and puts the switch back where it was', async () => {
    installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'GET /api/profile/mail-preferences': () => json(preferences({ reminders: true, news: true })),
      'PUT /api/profile/mail-preferences': () => json({ error: 'Enter valid values.', code: 'VALIDATION_FAILED' }, 400),
    });
    renderAppScreen(<MailPreferencesSection />);
    await screen.findByRole('switch', { name: switchName('Consultation reminders') }, patience);
    fireEvent.click(toggle('Consultation reminders'));
    const alert = await screen.findByRole('alert', undefined, patience);
    expect(alert.textContent).toContain('Your choice was not saved');
    await waitFor(() => expect(toggle('Consultation reminders').checked).toBe(true));
    expect(screen.queryByText(/^Saved:/)).toBeNull();
  });

  it('says when the choices cannot be loaded and tries again on request', async () => {
    let fail = true;
    installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser() }),
      'GET /api/db-status': databaseAvailable,
      'GET /api/profile/mail-preferences': () =>
        fail ? json({ error: 'Not found', code: 'NOT_FOUND' }, 404) : json(preferences({ reminders: false, news: true })),
    });
    renderAppScreen(<MailPreferencesSection />);
    const alert = await screen.findByRole('alert', undefined, patience);
    expect(alert.textContent).toContain('Your mail choices could not be loaded');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('switch', { name: switchName('Consultation reminders') }, patience);
    expect(toggle('Consultation reminders').checked).toBe(false);
  });
});
