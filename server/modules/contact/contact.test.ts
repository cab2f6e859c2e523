// The contact page's form (issue 39) on this run's database: anyone may write, bad input is a 400 with its field,
// a flood is a 429, and staff (admin and support, nobody else) read the queue and mark a message handled once, audited.
import { describe, expect, it } from 'vitest';
import { AuditPage } from '@common/contracts/admin';
import { ContactMessageReceipt, ContactMessageResponse, ContactMessagesResponse } from '@common/contracts/contact';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { readErrorBody, readValidationIssues, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp();

let guestCount = 0;
const guest = () => new TestVisitor(app, { address: `10.9.0.${++guestCount}` });

const MESSAGE = {
  name: 'Asha Rao',
  email: 'Asha.Rao@Example.com',
  topic: 'order',
  orderReference: ' ORD-123 ',
  message: 'My parcel has not arrived after ten days.',
};

async function send(visitor: TestVisitor, body: unknown = MESSAGE) {
  const response = await visitor.post('/api/contact', body);
  expect(response.status).toBe(201);
  return ContactMessageReceipt.parse(await response.json());
}

async function queue(visitor: TestVisitor, status = 'open') {
  const response = await visitor.get(`/api/admin/contact-messages?status=${status}`);
  expect(response.status).toBe(200);
  return ContactMessagesResponse.parse(await response.json());
}

describe(`the contact form on ${TEST_DATABASE_KIND}`, () => {
  it('takes a visitor’s message, gives a reference, and shows it to staff as sent', async () => {
    const receipt = await send(guest());
    expect(receipt.reference).toMatch(/^GC-[2-9A-HJKMNP-Z]{6}$/);
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const listed = await queue(support);
    const message = listed.messages.find((candidate) => candidate.reference === receipt.reference);
    expect(message).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      topic: 'order',
      orderReference: 'ORD-123',
      message: 'My parcel has not arrived after ten days.',
      status: 'open',
      signedIn: false,
      handled: null,
    });
    expect(listed.openCount).toBeGreaterThanOrEqual(1);
  });

  it('ties a signed-in customer’s message to the account', async () => {
    const { visitor, email } = await registerVisitor(app);
    const receipt = await send(visitor, { ...MESSAGE, email, orderReference: undefined });
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const message = (await queue(admin)).messages.find((candidate) => candidate.reference === receipt.reference);
    expect(message).toMatchObject({ signedIn: true, email: email.toLowerCase(), orderReference: null });
  });

  it('answers a bad field with a 400 naming it, and keeps nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...MESSAGE, name: '   ' }, 'name'],
      [{ ...MESSAGE, email: 'not an address' }, 'email'],
      [{ ...MESSAGE, topic: 'refund-now' }, 'topic'],
      [{ ...MESSAGE, message: 'help' }, 'message'],
      [{ ...MESSAGE, message: 'x'.repeat(4001) }, 'message'],
      [{ ...MESSAGE, orderReference: 'x'.repeat(41) }, 'orderReference'],
    ];
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const before = (await queue(admin, 'all')).messages.length;
    for (const [body, field] of cases) {
      const response = await guest().post('/api/contact', body);
      expect(response.status, field).toBe(400);
      expect((await readValidationIssues(response)).map((issue) => issue.path)).toContain(field);
    }
    expect((await queue(admin, 'all')).messages.length).toBe(before);
  });

  it('refuses a sixth message in an hour from one address with 429 and Retry-After', async () => {
    const flooder = guest();
    for (let sent = 0; sent < 5; sent++) await send(flooder);
    const refused = await flooder.post('/api/contact', MESSAGE);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readErrorBody(refused)).code).toBe('RATE_LIMITED');
  });

  it('keeps the queue to staff: 401 signed out, 403 for customers and partners, before any validation', async () => {
    expect((await guest().get('/api/admin/contact-messages')).status).toBe(401);
    const { visitor: customer } = await registerVisitor(app);
    const { visitor: practitioner } = await visitorWithRoles(app, ['doctor']);
    for (const visitor of [customer, practitioner]) {
      expect((await visitor.get('/api/admin/contact-messages?status=nonsense')).status).toBe(403);
      expect((await visitor.post('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled', {})).status).toBe(403);
    }
  });

  it('marks a message handled once, with a note, in the audit log; a second mark is a 409', async () => {
    const receipt = await send(guest());
    const { visitor: support, email: supportEmail } = await visitorWithRoles(app, ['support']);
    const id = (await queue(support)).messages.find((candidate) => candidate.reference === receipt.reference)?.id ?? '';
    const handled = await support.post(`/api/admin/contact-messages/${id}/handled`, { note: 'Replied with the tracking link.' });
    expect(handled.status).toBe(200);
    const { message } = ContactMessageResponse.parse(await handled.json());
    expect(message).toMatchObject({ status: 'handled', handled: { byEmail: supportEmail.toLowerCase(), note: 'Replied with the tracking link.' } });
    expect((await queue(support)).messages.some((candidate) => candidate.id === id)).toBe(false);
    expect((await queue(support, 'handled')).messages.some((candidate) => candidate.id === id)).toBe(true);

    const again = await support.post(`/api/admin/contact-messages/${id}/handled`, {});
    expect(again.status).toBe(409);
    expect((await readErrorBody(again)).code).toBe('CONTACT_MESSAGE_HANDLED');
    const missing = await support.post('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled', {});
    expect(missing.status).toBe(404);
    expect((await readErrorBody(missing)).code).toBe('CONTACT_MESSAGE_NOT_FOUND');

    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    const audit = AuditPage.parse(await (await admin.get('/api/admin/audit?entityType=contact_message&pageSize=100')).json());
    expect(audit.entries.filter((entry) => entry.entityId === id).map((entry) => entry.action)).toEqual(['contact_message.handled']);
  });
});
