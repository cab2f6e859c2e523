// Care access (issue 15): consents, invitations, the practitioner's reads through a consent and the client's access log.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AccessLogResponse,
  CareClientListResponse,
  CareClientRecordResponse,
  CareConsentListResponse,
  CareConsentResponse,
  CareInvitationListResponse,
  CareInvitationResponse,
  INVITATIONS_PER_DAY,
} from '@common/contracts/care';
import type { Role } from '@common/roles';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct, purchase } from '../../test/commerce-helpers';
import { expectPractitionersOnly, practitionerWithProfile, sendCall } from '../../test/practitioner-helpers';
import type { ApiCall, TestPractitioner } from '../../test/practitioner-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { insertAssessment } from '../assessments/assessments.repository';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

/** A signed-in practitioner account with its expert profile, as the seed links them. */
function practitioner(role: Role = 'doctor', name = 'Dr Ananya Sharma'): Promise<TestPractitioner> {
  return practitionerWithProfile(app, role, name);
}

function remove(visitor: TestVisitor, path: string): Promise<Response> {
  return visitor.request(path, { method: 'DELETE' });
}

async function grant(customer: TestVisitor, practitionerId: string, scopes: string[], status = 201) {
  const response = await customer.post('/api/care/consents', { practitionerId, scopes });
  expect(response.status).toBe(status);
  return CareConsentResponse.parse(await response.json()).consent;
}

async function readClient(doctor: TestVisitor, clientId: string) {
  const response = await doctor.get(`/api/partner/clients/${clientId}`);
  expect(response.status).toBe(200);
  return CareClientRecordResponse.parse(await response.json());
}

async function addAssessment(userId: string, email: string): Promise<void> {
  await insertAssessment(app.db, {
    id: randomUUID(),
    user_id: userId,
    email,
    type: 'basic',
    answers: '{}',
    score_angio: 70,
    score_regenera: 60,
    score_genomica: 50,
    score_biome: 40,
    score_immuno: 30,
    primary_guardian: 'angio',
    secondary_guardian: 'regenera',
    created_at: new Date().toISOString(),
  });
}

describe(`care access on ${TEST_DATABASE_KIND}`, () => {
  it('refuses every endpoint signed out (401) and the partner ones to customers, labs, brand partners and staff (403)', async () => {
    const signedOut = new TestVisitor(app);
    const id = randomUUID();
    const customerSide: ApiCall[] = [
      ['POST', '/api/care/consents', { practitionerId: id, scopes: ['orders'] }],
      ['GET', '/api/care/consents'],
      ['DELETE', `/api/care/consents/${id}`],
      ['GET', '/api/care/invitations'],
      ['POST', `/api/care/invitations/${id}/accept`, { scopes: ['orders'] }],
      ['POST', `/api/care/invitations/${id}/decline`],
      ['GET', '/api/care/access-log'],
    ];
    const partnerSide: ApiCall[] = [
      ['POST', '/api/partner/invitations', { email: 'client@example.com', message: 'Hello' }],
      ['GET', '/api/partner/clients'],
      ['GET', `/api/partner/clients/${id}`],
    ];
    for (const call of customerSide) expect((await sendCall(signedOut, call)).status, call.join(' ')).toBe(401);
    await expectPractitionersOnly(app, partnerSide);
    for (const role of ['ayurvedic', 'nutritionist', 'health_coach', 'doctor'] as const) {
      const { visitor } = await visitorWithRoles(app, [role]);
      expect((await visitor.get('/api/partner/clients')).status, role).toBe(200);
    }
  });

  it('grants chosen scopes, lists the consent with the practitioner, and a grant again replaces the scopes of the one active consent', async () => {
    const doctor = await practitioner('doctor', 'Dr Ananya Sharma');
    const { visitor: customer } = await registerVisitor(app);
    const consent = await grant(customer, doctor.expertId, ['orders', 'assessments']);
    expect(consent).toMatchObject({
      scopes: ['assessments', 'orders'],
      status: 'active',
      revokedAt: null,
      practitioner: { userId: doctor.userId, expertId: doctor.expertId, name: 'Dr Ananya Sharma', profession: 'doctor' },
    });
    const again = await grant(customer, doctor.expertId, ['lab_results'], 200);
    expect(again).toMatchObject({ id: consent.id, scopes: ['lab_results'] });
    const listed = CareConsentListResponse.parse(await (await customer.get('/api/care/consents')).json()).consents;
    expect(listed.map((entry) => [entry.id, entry.scopes])).toEqual([[consent.id, ['lab_results']]]);
  });

  it('refuses bad grants with a code: unknown or non-practitioner expert 404, bad scopes 400, never a 500', async () => {
    const { visitor: customer } = await registerVisitor(app);
    const doctor = await practitioner();
    const noLongerPractitioner = await practitioner('nutritionist');
    await app.db.deleteFrom('user_roles').where('user_id', '=', noLongerPractitioner.userId).where('role', '=', 'nutritionist').execute();
    for (const practitionerId of [randomUUID(), noLongerPractitioner.expertId]) {
      const response = await customer.post('/api/care/consents', { practitionerId, scopes: ['orders'] });
      expect(response.status).toBe(404);
      expect((await readErrorBody(response)).code).toBe('PRACTITIONER_NOT_FOUND');
    }
    for (const scopes of [[], ['notes'], ['orders', 'orders'], 'orders', undefined]) {
      const response = await customer.post('/api/care/consents', { practitionerId: doctor.expertId, scopes });
      expect(response.status, JSON.stringify(scopes)).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
    const own = await doctor.visitor.post('/api/care/consents', { practitionerId: doctor.expertId, scopes: ['orders'] });
    expect(own.status).toBe(400);
    expect((await readErrorBody(own)).code).toBe('OWN_ACCOUNT');
  });

  it('lets the practitioner read only what the scopes allow, and nothing the moment the consent is revoked', async () => {
    const doctor = await practitioner();
    const { visitor: customer, userId, email } = await registerVisitor(app);
    await addAssessment(userId, email);
    const product = await insertTestProduct(app);
    expect((await purchase(customer, { items: [{ productId: product.id, quantity: 2 }] })).status).toBe(201);

    const before = await doctor.visitor.get(`/api/partner/clients/${userId}`);
    expect(before.status).toBe(403);
    expect((await readErrorBody(before)).code).toBe('CONSENT_REQUIRED');

    const consent = await grant(customer, doctor.expertId, ['assessments']);
    const clients = CareClientListResponse.parse(await (await doctor.visitor.get('/api/partner/clients')).json()).clients;
    expect(clients).toEqual([expect.objectContaining({ id: userId, email, scopes: ['assessments'] })]);
    const record = await readClient(doctor.visitor, userId);
    expect(record.assessments).toHaveLength(1);
    expect(record.assessments?.[0]?.results.primaryGuardian).toBe('angio');
    expect(record.orders).toBeNull();
    expect(record.labResults).toBeNull();

    await grant(customer, doctor.expertId, ['orders', 'lab_results'], 200);
    const widened = await readClient(doctor.visitor, userId);
    expect(widened.assessments).toBeNull();
    expect(widened.orders).toEqual([
      expect.objectContaining({ status: 'pending_payment', lines: [expect.objectContaining({ productId: product.id, quantity: 2 })] }),
    ]);
    expect(widened.labResults).toEqual([]);

    // Another practitioner without a consent reads nothing.
    const other = await practitioner('nutritionist', 'Nina Other');
    expect((await other.visitor.get(`/api/partner/clients/${userId}`)).status).toBe(403);

    const revoked = await remove(customer, `/api/care/consents/${consent.id}`);
    expect(revoked.status).toBe(200);
    expect(CareConsentResponse.parse(await revoked.json()).consent).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    const after = await doctor.visitor.get(`/api/partner/clients/${userId}`);
    expect(after.status).toBe(403);
    expect((await readErrorBody(after)).code).toBe('CONSENT_REQUIRED');
    expect(CareClientListResponse.parse(await (await doctor.visitor.get('/api/partner/clients')).json()).clients).toEqual([]);
    // The row is kept for the record.
    const listed = CareConsentListResponse.parse(await (await customer.get('/api/care/consents')).json()).consents;
    expect(listed.map((entry) => entry.status)).toEqual(['revoked']);
    // Sharing again makes a new active consent beside the revoked one.
    const renewed = await grant(customer, doctor.expertId, ['orders']);
    expect(renewed.id).not.toBe(consent.id);
  });

  it("revokes only the owner's consent: another account's id is 404", async () => {
    const doctor = await practitioner();
    const { visitor: owner } = await registerVisitor(app);
    const { visitor: stranger } = await registerVisitor(app);
    const consent = await grant(owner, doctor.expertId, ['orders']);
    const response = await remove(stranger, `/api/care/consents/${consent.id}`);
    expect(response.status).toBe(404);
    expect((await readErrorBody(response)).code).toBe('CONSENT_NOT_FOUND');
    expect(CareConsentListResponse.parse(await (await owner.get('/api/care/consents')).json()).consents[0]?.status).toBe('active');
  });

  it('writes an access-log row per read, visible to the client only', async () => {
    const doctor = await practitioner('doctor', 'Dr Ananya Sharma');
    const { visitor: customer, userId } = await registerVisitor(app);
    const { visitor: stranger } = await registerVisitor(app);
    await grant(customer, doctor.expertId, ['assessments', 'orders']);
    await readClient(doctor.visitor, userId);
    await readClient(doctor.visitor, userId);
    // A refused read is not a read.
    expect((await doctor.visitor.get(`/api/partner/clients/${randomUUID()}`)).status).toBe(403);
    const entries = AccessLogResponse.parse(await (await customer.get('/api/care/access-log')).json()).entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ scopes: ['assessments', 'orders'], practitioner: { name: 'Dr Ananya Sharma', profession: 'doctor' } });
    expect(AccessLogResponse.parse(await (await stranger.get('/api/care/access-log')).json()).entries).toEqual([]);
    expect(AccessLogResponse.parse(await (await doctor.visitor.get('/api/care/access-log')).json()).entries).toEqual([]);
  });

  it('turns an accepted invitation into a consent with the scopes the customer chose, to the normalised email only', async () => {
    const doctor = await practitioner('health_coach', 'Harper Coach');
    const { visitor: customer, email, userId } = await registerVisitor(app);
    const { visitor: stranger } = await registerVisitor(app);
    const sent = await doctor.visitor.post('/api/partner/invitations', { email: `  ${email.toUpperCase()} `, message: 'Share your scores with me?' });
    expect(sent.status).toBe(201);
    const invitation = CareInvitationResponse.parse(await sent.json()).invitation;
    expect(invitation).toMatchObject({ email, status: 'pending', practitioner: { name: 'Harper Coach', profession: 'health_coach' } });

    expect(CareInvitationListResponse.parse(await (await stranger.get('/api/care/invitations')).json()).invitations).toEqual([]);
    expect((await stranger.post(`/api/care/invitations/${invitation.id}/accept`, { scopes: ['orders'] })).status).toBe(404);
    const pending = CareInvitationListResponse.parse(await (await customer.get('/api/care/invitations')).json()).invitations;
    expect(pending.map((entry) => [entry.id, entry.message])).toEqual([[invitation.id, 'Share your scores with me?']]);

    expect((await customer.post(`/api/care/invitations/${invitation.id}/accept`, { scopes: [] })).status).toBe(400);
    const accepted = await customer.post(`/api/care/invitations/${invitation.id}/accept`, { scopes: ['assessments'] });
    expect(accepted.status).toBe(201);
    expect(CareConsentResponse.parse(await accepted.json()).consent).toMatchObject({ scopes: ['assessments'], practitioner: { userId: doctor.userId } });
    expect(CareInvitationListResponse.parse(await (await customer.get('/api/care/invitations')).json()).invitations).toEqual([]);
    expect((await customer.post(`/api/care/invitations/${invitation.id}/accept`, { scopes: ['orders'] })).status).toBe(404);
    expect((await readClient(doctor.visitor, userId)).client.scopes).toEqual(['assessments']);
  });

  it('declines an invitation without sharing anything, and refuses an expired one with 410', async () => {
    const doctor = await practitioner();
    const { visitor: customer, email, userId } = await registerVisitor(app);
    const first = CareInvitationResponse.parse(await (await doctor.visitor.post('/api/partner/invitations', { email, message: '' })).json()).invitation;
    const declined = await customer.post(`/api/care/invitations/${first.id}/decline`);
    expect(declined.status).toBe(200);
    expect(CareInvitationResponse.parse(await declined.json()).invitation.status).toBe('declined');
    expect((await doctor.visitor.get(`/api/partner/clients/${userId}`)).status).toBe(403);
    expect(CareConsentListResponse.parse(await (await customer.get('/api/care/consents')).json()).consents).toEqual([]);

    const second = CareInvitationResponse.parse(await (await doctor.visitor.post('/api/partner/invitations', { email })).json()).invitation;
    await app.db
      .updateTable('care_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.id)
      .execute();
    expect(CareInvitationListResponse.parse(await (await customer.get('/api/care/invitations')).json()).invitations).toEqual([]);
    for (const response of [
      await customer.post(`/api/care/invitations/${second.id}/accept`, { scopes: ['orders'] }),
      await customer.post(`/api/care/invitations/${second.id}/decline`),
    ]) {
      expect(response.status).toBe(410);
      expect((await readErrorBody(response)).code).toBe('INVITATION_EXPIRED');
    }
  });

  it(`allows a practitioner ${INVITATIONS_PER_DAY} invitations in 24 hours, then answers 429`, async () => {
    const doctor = await practitioner();
    for (let sent = 0; sent < INVITATIONS_PER_DAY; sent += 1) {
      expect((await doctor.visitor.post('/api/partner/invitations', { email: `client-${sent}@example.com`, message: 'Hello' })).status).toBe(201);
    }
    const refused = await doctor.visitor.post('/api/partner/invitations', { email: 'one-more@example.com', message: 'Hello' });
    expect(refused.status).toBe(429);
    expect((await readErrorBody(refused)).code).toBe('INVITATION_LIMIT_REACHED');
    // The limit is per practitioner.
    const other = await practitioner('ayurvedic');
    expect((await other.visitor.post('/api/partner/invitations', { email: 'one-more@example.com' })).status).toBe(201);
    // An invitation older than a day no longer counts.
    await app.db
      .updateTable('care_invitations')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where('practitioner_user_id', '=', doctor.userId)
      .where('email', '=', 'client-0@example.com')
      .execute();
    expect((await doctor.visitor.post('/api/partner/invitations', { email: 'one-more@example.com' })).status).toBe(201);
  });

  it('refuses a bad invitation with 400: not an email, a message too long, your own address', async () => {
    const doctor = await practitioner();
    for (const body of [{ email: 'not-an-email' }, { email: 'a@example.com', message: 'x'.repeat(1001) }, {}]) {
      const response = await doctor.visitor.post('/api/partner/invitations', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const own = await doctor.visitor.post('/api/partner/invitations', { email: doctor.email });
    expect(own.status).toBe(400);
    expect((await readErrorBody(own)).code).toBe('OWN_ACCOUNT');
  });
});

describe('sharing offered with a booking', () => {
  it('shares only what the customer ticked when booking, nothing by default, and the booking stands either way', async () => {
    const doctor = await practitioner('doctor', 'Dr Booking');
    const hours = await doctor.visitor.request('/api/partner/availability', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        timeZone: 'UTC',
        sessionMinutes: 30,
        bufferMinutes: 0,
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '06:00', end: '20:00' })),
      }),
    });
    const { availability } = (await hours.json()) as { availability: { nextSlots: string[] } };

    const quiet = await registerVisitor(app, { label: 'no-share' });
    const plain = await quiet.visitor.post('/api/consultations', { expertId: doctor.expertId, startsAt: availability.nextSlots[0] });
    expect(plain.status).toBe(201);
    expect(await plain.json()).not.toHaveProperty('sharedScopes');

    const sharing = await registerVisitor(app, { label: 'share' });
    const booked = await sharing.visitor.post('/api/consultations', {
      expertId: doctor.expertId,
      startsAt: availability.nextSlots[1],
      shareWithExpert: ['assessments'],
    });
    expect(booked.status).toBe(201);
    expect(await booked.json()).toMatchObject({ sharedScopes: ['assessments'] });

    const clients = CareClientListResponse.parse(await (await doctor.visitor.get('/api/partner/clients')).json()).clients;
    expect(clients.map((client) => [client.id, client.scopes])).toEqual([[sharing.userId, ['assessments']]]);
    // The record names the client's consultations with this practitioner; lab results are not shared.
    const record = await readClient(doctor.visitor, sharing.userId);
    expect(record.consultations).toEqual([expect.objectContaining({ startsAt: availability.nextSlots[1], status: 'booked' })]);
    expect(record.labResults).toBeNull();
    const invalid = await sharing.visitor.post('/api/consultations', {
      expertId: doctor.expertId,
      startsAt: availability.nextSlots[2],
      shareWithExpert: ['everything'],
    });
    expect(invalid.status).toBe(400);
  });
});
