import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '@common/contracts/contact';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { AdminMessagesPage } from './admin-messages-page';

afterEach(() => cleanup());

const support = () => json({ user: accountUser({ roles: ['customer', 'support'], email: 'sam@guardians.example' }) });

const open: ContactMessage = {
  id: '5b0c7f52-3d7e-4a55-9d43-2f1c6a1b7e01',
  reference: 'GC-7K2Q9D',
  name: 'Asha Rao',
  email: 'asha@example.com',
  topic: 'order',
  orderReference: 'ORD-1',
  message: 'My parcel has not arrived.',
  status: 'open',
  signedIn: false,
  receivedAt: '2026-11-28T09:00:00.000Z',
  handled: null,
};

describe('/admin/messages', () => {
  it('lists open messages with a reply link, and marks one handled with a note', async () => {
    let handled = false;
    const fake = installFakeServer({
      'GET /api/auth/me': support,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/contact-messages': () => json({ messages: handled ? [] : [open], openCount: handled ? 0 : 1 }),
      'POST /api/admin/contact-messages/5b0c7f52-3d7e-4a55-9d43-2f1c6a1b7e01/handled': () => {
        handled = true;
        return json({
          message: { ...open, status: 'handled', handled: { byEmail: 'sam@guardians.example', at: '2026-11-29T09:00:00.000Z', note: 'Sent tracking' } },
        });
      },
    });
    renderAppScreen(<AdminMessagesPage />, { path: '/admin/messages' });
    expect(await screen.findByText('My parcel has not arrived.')).toBeTruthy();
    expect(screen.getByText('GC-7K2Q9D')).toBeTruthy();
    expect(screen.getByText(/1 open/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe(
      'mailto:asha@example.com?subject=Re%3A%20your%20message%20GC-7K2Q9D',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Note for the team/ }), { target: { value: 'Sent tracking' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(fake.requestsTo('POST /api/admin/contact-messages/5b0c7f52-3d7e-4a55-9d43-2f1c6a1b7e01/handled')).toHaveLength(1));
    expect(JSON.parse(String(fake.requestsTo('POST /api/admin/contact-messages/5b0c7f52-3d7e-4a55-9d43-2f1c6a1b7e01/handled')[0]?.init?.body))).toEqual({
      note: 'Sent tracking',
    });
    expect(await screen.findByText('No open messages: everyone has been answered.')).toBeTruthy();
  });

  it('asks for handled messages when that view is chosen, and offers to try again when loading fails', async () => {
    const fake = installFakeServer({
      'GET /api/auth/me': support,
      'GET /api/db-status': databaseAvailable,
      'GET /api/admin/contact-messages': () => json({ error: 'Not found', code: 'NOT_FOUND' }, 404),
    });
    renderAppScreen(<AdminMessagesPage />, { path: '/admin/messages' });
    expect(await screen.findByText('Messages could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Handled' }));
    await waitFor(() => expect(fake.requestsTo('GET /api/admin/contact-messages').at(-1)?.url).toContain('status=handled'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
