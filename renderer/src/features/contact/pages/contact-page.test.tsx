import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_CONTACT } from '@common/store-contact';
import { databaseAvailable, installFakeServer, json } from '../../../api/test-support/fake-server';
import { accountUser } from '../../../testing/account-user';
import { renderAppScreen } from '../../../testing/render-app-screen';
import { ContactPage } from './contact-page';

afterEach(() => cleanup());

const signedOut = () => json({ user: null });

function fill(fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const field = name === 'About' ? screen.getByRole('combobox', { name: /^About/ }) : screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
    fireEvent.change(field, { target: { value } });
  }
}

describe('/contact', () => {
  it('shows how to reach customer care: e-mail, phone, hours and address', async () => {
    installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/db-status': databaseAvailable });
    renderAppScreen(<ContactPage />, { path: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: STORE_CONTACT.email }).getAttribute('href')).toBe(`mailto:${STORE_CONTACT.email}`);
    expect(screen.getByRole('link', { name: STORE_CONTACT.phone.display }).getAttribute('href')).toBe(`tel:${STORE_CONTACT.phone.tel}`);
    expect(screen.getByRole('rowheader', { name: 'Monday to Friday' })).toBeTruthy();
    expect(screen.getByText(STORE_CONTACT.legalName, { exact: false })).toBeTruthy();
    expect(screen.getByText(/call 112/)).toBeTruthy();
  });

  it('names each problem at its field and sends nothing until the form is right', async () => {
    const fake = installFakeServer({ 'GET /api/auth/me': signedOut, 'GET /api/db-status': databaseAvailable });
    renderAppScreen(<ContactPage />, { path: '/contact' });
    fill({ 'Your name': 'Asha', 'E-mail for our reply': 'not-an-address', Message: 'help' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter an email address we can reply to')).toBeTruthy();
    expect(screen.getByText('Choose what your message is about')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters')).toBeTruthy();
    expect(fake.requestsTo('POST /api/contact')).toHaveLength(0);
  });

  it('sends the message and gives the reference to quote', async () => {
    const fake = installFakeServer({
      'GET /api/auth/me': signedOut,
      'GET /api/db-status': databaseAvailable,
      'POST /api/contact': () => json({ reference: 'GC-7K2Q9D', receivedAt: '2026-11-29T10:00:00.000Z' }, 201),
    });
    renderAppScreen(<ContactPage />, { path: '/contact' });
    fill({
      'Your name': 'Asha Rao',
      'E-mail for our reply': 'asha@example.com',
      About: 'order',
      'Order or booking': 'ORD-1',
      Message: 'My parcel has not arrived.',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('GC-7K2Q9D')).toBeTruthy();
    expect(JSON.parse(String(fake.requestsTo('POST /api/contact')[0]?.init?.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      topic: 'order',
      orderReference: 'ORD-1',
      message: 'My parcel has not arrived.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect((screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('fills in a signed-in customer’s name and e-mail, and says what to do when sending fails', async () => {
    installFakeServer({
      'GET /api/auth/me': () => json({ user: accountUser({ displayName: 'Ada Lovelace', email: 'ada@example.com' }) }),
      'GET /api/db-status': databaseAvailable,
      'POST /api/contact': () => json({ error: 'Too many messages. Wait 60 minutes and try again.', code: 'RATE_LIMITED' }, 429),
    });
    renderAppScreen(<ContactPage />, { path: '/contact' });
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Your name/ }) as HTMLInputElement).value).toBe('Ada Lovelace'));
    expect((screen.getByRole('textbox', { name: /^E-mail/ }) as HTMLInputElement).value).toBe('ada@example.com');
    fill({ About: 'product', Message: 'Is the vitamin D vegan?' });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    // A 429 reads as spec 8's high-load text; what was typed stays for the next try.
    expect((await screen.findByRole('alert')).textContent).toMatch(/try again/i);
    expect((screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement).value).toBe('Is the vitamin D vegan?');
  });
});
