// Protocols and plans (issue 15): templates, plans sent through a consent, one-click order at server prices,
// sent → viewed → ordered, the day-3 reminder and day-7 check-in, and interaction warnings.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CartResponse } from '@common/contracts/cart';
import { CareConsentResponse } from '@common/contracts/care';
import {
  CarePlanListResponse,
  CarePlanResponse,
  MedicineListResponse,
  OrderPlanResponse,
  PlanNudgesResponse,
  PlanPreviewResponse,
  ProtocolListResponse,
  ProtocolResponse,
  SendPlanResponse,
} from '@common/contracts/protocols';
import type { Role } from '@common/roles';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, putJson } from '../../test/commerce-helpers';
import { expectPractitionersOnly, practitionerWithProfile, sendCall } from '../../test/practitioner-helpers';
import type { ApiCall, TestPractitioner } from '../../test/practitioner-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

const DAY_MS = 86_400_000;

function practitioner(role: Role = 'doctor', name = 'Dr Meera Iyer'): Promise<TestPractitioner> {
  return practitionerWithProfile(app, role, name);
}

/** A customer who shares their orders with the practitioner. */
async function consentingClient(doctor: TestPractitioner): Promise<RegisteredVisitor & { consentId: string }> {
  const client = await registerVisitor(app, { label: 'client' });
  const response = await client.visitor.post('/api/care/consents', { practitionerId: doctor.expertId, scopes: ['orders'] });
  expect(response.status).toBe(201);
  return { ...client, consentId: CareConsentResponse.parse(await response.json()).consent.id };
}

const item = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  quantity: 1,
  dose: '1 capsule',
  frequency: 'once a day',
  timing: 'with breakfast',
  durationDays: 30,
  notes: '',
  ...overrides,
});

async function createProtocol(doctor: TestVisitor, productIds: string[], name = 'Heart basics') {
  const response = await doctor.post('/api/partner/protocols', { name, guardian: 'angio', durationDays: 30, items: productIds.map((id) => item(id)) });
  expect(response.status).toBe(201);
  return ProtocolResponse.parse(await response.json()).protocol;
}

async function publish(doctor: TestVisitor, id: string) {
  const response = await doctor.post(`/api/partner/protocols/${id}/publish`);
  expect(response.status).toBe(200);
  return ProtocolResponse.parse(await response.json()).protocol;
}

async function sendPlan(doctor: TestVisitor, clientId: string, body: unknown) {
  const response = await doctor.post(`/api/partner/clients/${clientId}/plans`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return SendPlanResponse.parse(await response.json());
}

/** Moves a plan's sent date back: the same as the server's clock moving forward by that many days. */
async function ageOf(planId: string, days: number, hours = 0): Promise<void> {
  const sentAt = new Date(Date.now() - days * DAY_MS - hours * 3_600_000).toISOString();
  await app.db.updateTable('care_plans').set({ sent_at: sentAt }).where('id', '=', planId).execute();
}

async function nudges(client: TestVisitor) {
  const response = await client.get('/api/care/plans/nudges');
  expect(response.status).toBe(200);
  return PlanNudgesResponse.parse(await response.json()).nudges;
}

async function planAsPractitioner(doctor: TestVisitor, clientId: string, planId: string) {
  const response = await doctor.get(`/api/partner/clients/${clientId}/plans`);
  expect(response.status).toBe(200);
  const plan = CarePlanListResponse.parse(await response.json()).plans.find((entry) => entry.id === planId);
  if (!plan) throw new Error(`plan ${planId} not listed`);
  return plan;
}

describe(`protocols and plans on ${TEST_DATABASE_KIND}`, () => {
  it('refuses every practitioner endpoint signed out (401) and to customers, labs, brand partners and staff (403), and the client ones signed out', async () => {
    const id = randomUUID();
    const protocolBody = { name: 'X', guardian: 'angio', durationDays: 10, items: [] };
    const partnerSide: ApiCall[] = [
      ['GET', '/api/partner/protocols'],
      ['POST', '/api/partner/protocols', protocolBody],
      ['GET', `/api/partner/protocols/${id}`],
      ['PUT', `/api/partner/protocols/${id}`, protocolBody],
      ['POST', `/api/partner/protocols/${id}/publish`],
      ['POST', `/api/partner/protocols/${id}/duplicate`],
      ['POST', `/api/partner/clients/${id}/plans/preview`, { items: [item(id)] }],
      ['POST', `/api/partner/clients/${id}/plans`, { items: [item(id)] }],
      ['GET', `/api/partner/clients/${id}/plans`],
    ];
    const clientSide: ApiCall[] = [
      ['GET', '/api/care/plans'],
      ['GET', '/api/care/plans/nudges'],
      ['GET', `/api/care/plans/${id}`],
      ['POST', `/api/care/plans/${id}/order`],
      ['POST', `/api/care/plans/${id}/check-in`, { score: 4 }],
      ['GET', '/api/care/medicines'],
      ['POST', '/api/care/medicines', { name: 'warfarin' }],
      ['DELETE', `/api/care/medicines/${id}`],
    ];
    await expectPractitionersOnly(app, partnerSide);
    const signedOut = new TestVisitor(app);
    for (const call of clientSide) expect((await sendCall(signedOut, call)).status, call.join(' ')).toBe(401);
    for (const role of ['ayurvedic', 'nutritionist', 'health_coach', 'doctor'] as const) {
      const { visitor } = await visitorWithRoles(app, [role]);
      expect((await visitor.get('/api/partner/protocols')).status, role).toBe(200);
    }
  });

  it('keeps each practitioner to their own protocols: another one’s is 404 on read, edit, publish, duplicate and send', async () => {
    const product = await insertTestProduct(app);
    const owner = await practitioner();
    const other = await practitioner('nutritionist', 'Ravi Menon');
    const protocol = await createProtocol(owner.visitor, [product.id]);
    const otherClient = await consentingClient(other);
    const body = { name: 'Taken', guardian: 'angio', durationDays: 5, items: [item(product.id)] };
    for (const response of [
      await other.visitor.get(`/api/partner/protocols/${protocol.id}`),
      await putJson(other.visitor, `/api/partner/protocols/${protocol.id}`, body),
      await other.visitor.post(`/api/partner/protocols/${protocol.id}/publish`),
      await other.visitor.post(`/api/partner/protocols/${protocol.id}/duplicate`),
      await other.visitor.post(`/api/partner/clients/${otherClient.userId}/plans`, { protocolId: protocol.id }),
    ]) {
      expect(response.status).toBe(404);
      expect((await readErrorBody(response)).code).toBe('PROTOCOL_NOT_FOUND');
    }
    const listed = ProtocolListResponse.parse(await (await other.visitor.get('/api/partner/protocols')).json()).protocols;
    expect(listed.map((entry) => entry.id)).not.toContain(protocol.id);
    expect((await owner.visitor.get(`/api/partner/protocols/${protocol.id}`)).status).toBe(200);
  });

  it('edits a draft, publishes it, refuses any later edit with 409 PROTOCOL_PUBLISHED, and Duplicate makes an editable draft', async () => {
    const [first, second] = [await insertTestProduct(app), await insertTestProduct(app)];
    const doctor = await practitioner();
    const draft = await createProtocol(doctor.visitor, [first.id]);
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, items: [{ productId: first.id, unitPrice: first.price, dose: '1 capsule' }] });
    const edited = await putJson(doctor.visitor, `/api/partner/protocols/${draft.id}`, {
      name: 'Heart basics v2',
      guardian: 'biome',
      durationDays: 60,
      items: [item(second.id, { quantity: 2 }), item(first.id)],
    });
    expect(edited.status).toBe(200);
    expect(ProtocolResponse.parse(await edited.json()).protocol).toMatchObject({
      name: 'Heart basics v2',
      guardian: 'biome',
      durationDays: 60,
      items: [{ productId: second.id, quantity: 2 }, { productId: first.id }],
    });
    const published = await publish(doctor.visitor, draft.id);
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const refused = await putJson(doctor.visitor, `/api/partner/protocols/${draft.id}`, {
      name: 'Changed',
      guardian: 'angio',
      durationDays: 5,
      items: [item(first.id)],
    });
    expect(refused.status).toBe(409);
    expect((await readErrorBody(refused)).code).toBe('PROTOCOL_PUBLISHED');
    expect((await publish(doctor.visitor, draft.id)).publishedAt).toBe(published.publishedAt);

    const copyResponse = await doctor.visitor.post(`/api/partner/protocols/${draft.id}/duplicate`);
    expect(copyResponse.status).toBe(201);
    const copy = ProtocolResponse.parse(await copyResponse.json()).protocol;
    expect(copy).toMatchObject({ status: 'draft', duplicatedFrom: draft.id, name: 'Heart basics v2 (copy)', guardian: 'biome' });
    expect(copy.items.map((entry) => entry.productId)).toEqual([second.id, first.id]);
    expect(
      (await putJson(doctor.visitor, `/api/partner/protocols/${copy.id}`, { name: 'Mine now', guardian: 'angio', durationDays: 5, items: [] })).status,
    ).toBe(200);
    const original = ProtocolResponse.parse(await (await doctor.visitor.get(`/api/partner/protocols/${draft.id}`)).json()).protocol;
    expect(original.items).toHaveLength(2);
  });

  it('refuses bad protocols with a code, never a 500: empty name, unknown guardian or product, repeated product, empty publish', async () => {
    const product = await insertTestProduct(app);
    const doctor = await practitioner();
    const bad: unknown[] = [
      { name: '', guardian: 'angio', durationDays: 5, items: [] },
      { name: 'X', guardian: 'zeus', durationDays: 5, items: [] },
      { name: 'X', guardian: 'angio', durationDays: 0, items: [] },
      { name: 'X', guardian: 'angio', durationDays: 5, items: [item(product.id), item(product.id)] },
      { name: 'X', guardian: 'angio', durationDays: 5, items: [item(product.id, { quantity: 0 })] },
      { name: 'X'.repeat(500), guardian: 'angio', durationDays: 5, items: [] },
      [1, 2],
    ];
    for (const body of bad) {
      const response = await doctor.visitor.post('/api/partner/protocols', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }
    const unknown = await doctor.visitor.post('/api/partner/protocols', { name: 'X', guardian: 'angio', durationDays: 5, items: [item(randomUUID())] });
    expect(unknown.status).toBe(400);
    expect((await readErrorBody(unknown)).code).toBe('PRODUCT_NOT_FOUND');
    const empty = await createProtocol(doctor.visitor, []);
    const publishEmpty = await doctor.visitor.post(`/api/partner/protocols/${empty.id}/publish`);
    expect(publishEmpty.status).toBe(409);
    expect((await readErrorBody(publishEmpty)).code).toBe('PROTOCOL_EMPTY');
  });

  it('sends a plan only through an active consent: none 403, revoked 403 at once, and a draft protocol 409', async () => {
    const product = await insertTestProduct(app);
    const doctor = await practitioner();
    const stranger = await registerVisitor(app);
    const noConsent = await doctor.visitor.post(`/api/partner/clients/${stranger.userId}/plans`, { items: [item(product.id)] });
    expect(noConsent.status).toBe(403);
    expect((await readErrorBody(noConsent)).code).toBe('CONSENT_REQUIRED');
    const previewNoConsent = await doctor.visitor.post(`/api/partner/clients/${stranger.userId}/plans/preview`, { items: [item(product.id)] });
    expect((await readErrorBody(previewNoConsent)).code).toBe('CONSENT_REQUIRED');

    const client = await consentingClient(doctor);
    await sendPlan(doctor.visitor, client.userId, { items: [item(product.id)], message: 'Start slowly.' });
    const draft = await createProtocol(doctor.visitor, [product.id]);
    const draftSent = await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans`, { protocolId: draft.id });
    expect(draftSent.status).toBe(409);
    expect((await readErrorBody(draftSent)).code).toBe('PROTOCOL_NOT_PUBLISHED');
    const both = await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans`, { protocolId: draft.id, items: [item(product.id)] });
    expect(both.status).toBe(400);

    expect((await client.visitor.request(`/api/care/consents/${client.consentId}`, { method: 'DELETE' })).status).toBe(200);
    const revoked = await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans`, { items: [item(product.id)] });
    expect(revoked.status).toBe(403);
    expect((await readErrorBody(revoked)).code).toBe('CONSENT_REQUIRED');
    expect((await doctor.visitor.get(`/api/partner/clients/${client.userId}/plans`)).status).toBe(403);
  });

  it('orders a plan in one click at the server’s current price, and shows the practitioner sent → viewed → ordered', async () => {
    const [first, second] = [await insertTestProduct(app, { price: 40_000 }), await insertTestProduct(app, { price: 25_000 })];
    const doctor = await practitioner();
    const client = await consentingClient(doctor);
    const protocol = await publish(doctor.visitor, (await createProtocol(doctor.visitor, [first.id, second.id], 'Energy reset')).id);
    const { plan } = await sendPlan(doctor.visitor, client.userId, { protocolId: protocol.id, message: 'As we discussed.' });
    expect(plan).toMatchObject({ title: 'Energy reset', message: 'As we discussed.', status: 'sent', total: 65_000, protocolId: protocol.id });
    expect(plan.practitioner).toMatchObject({ name: 'Dr Meera Iyer', profession: 'doctor' });

    const listed = CarePlanListResponse.parse(await (await client.visitor.get('/api/care/plans')).json()).plans;
    expect(listed.map((entry) => [entry.id, entry.status])).toEqual([[plan.id, 'sent']]);
    expect((await planAsPractitioner(doctor.visitor, client.userId, plan.id)).status).toBe('sent');

    const opened = CarePlanResponse.parse(await (await client.visitor.get(`/api/care/plans/${plan.id}`)).json()).plan;
    expect(opened.status).toBe('viewed');
    expect((await planAsPractitioner(doctor.visitor, client.userId, plan.id)).status).toBe('viewed');

    // The catalog price changes after the plan was sent: the cart carries the new price, not the plan's.
    await app.db.updateTable('products').set({ price: 47_500 }).where('id', '=', first.id).execute();
    const orderResponse = await client.visitor.post(`/api/care/plans/${plan.id}/order`, { unitPrice: 1 });
    expect(orderResponse.status).toBe(200);
    const { cart, plan: afterOrder } = OrderPlanResponse.parse(await orderResponse.json());
    expect(cart.lines.map((line) => [line.productId, line.quantity, line.unitPrice])).toEqual([
      [first.id, 1, 47_500],
      [second.id, 1, 25_000],
    ]);
    expect(cart.subtotal).toBe(72_500);
    expect(afterOrder.total).toBe(72_500);
    expect(afterOrder.status).toBe('viewed');
    const fromCart = CartResponse.parse(await (await client.visitor.get('/api/cart')).json()).cart;
    expect(fromCart.lines.map((line) => line.unitPrice)).toEqual([47_500, 25_000]);
    // A second click does not double the quantities.
    const again = OrderPlanResponse.parse(await (await client.visitor.post(`/api/care/plans/${plan.id}/order`)).json());
    expect(again.cart.lines.map((line) => line.quantity)).toEqual([1, 1]);

    const placed = await purchase(client.visitor, { items: cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })) });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string } };
    const ordered = await planAsPractitioner(doctor.visitor, client.userId, plan.id);
    expect(ordered).toMatchObject({ status: 'ordered', orderId: order.id });
    const clientView = CarePlanListResponse.parse(await (await client.visitor.get('/api/care/plans')).json()).plans[0];
    expect(clientView?.status).toBe('ordered');
  });

  it('does not mark a plan ordered by an order placed before "Order this plan", and refuses an unavailable item with 409', async () => {
    const product = await insertTestProduct(app, { stock: 3 });
    const doctor = await practitioner();
    const client = await consentingClient(doctor);
    const { plan } = await sendPlan(doctor.visitor, client.userId, { items: [item(product.id, { quantity: 2 })] });
    expect((await purchase(client.visitor, { items: [{ productId: product.id, quantity: 1 }] })).status).toBe(201);
    expect((await planAsPractitioner(doctor.visitor, client.userId, plan.id)).status).toBe('sent');
    // One left in stock, the plan asks for two.
    await app.db.updateTable('products').set({ stock: 1 }).where('id', '=', product.id).execute();
    const refused = await client.visitor.post(`/api/care/plans/${plan.id}/order`);
    expect(refused.status).toBe(409);
    expect((await readErrorBody(refused)).code).toBe('PLAN_ITEM_UNAVAILABLE');
    expect(CartResponse.parse(await (await client.visitor.get('/api/cart')).json()).cart.lines).toEqual([]);
  });

  it('keeps plans to their client: another customer’s plan is 404 to open, order and check in', async () => {
    const product = await insertTestProduct(app);
    const doctor = await practitioner();
    const client = await consentingClient(doctor);
    const { plan } = await sendPlan(doctor.visitor, client.userId, { items: [item(product.id)] });
    const { visitor: other } = await registerVisitor(app);
    for (const response of [
      await other.get(`/api/care/plans/${plan.id}`),
      await other.post(`/api/care/plans/${plan.id}/order`),
      await other.post(`/api/care/plans/${plan.id}/check-in`, { score: 3 }),
    ]) {
      expect(response.status).toBe(404);
      expect((await readErrorBody(response)).code).toBe('PLAN_NOT_FOUND');
    }
    expect(CarePlanListResponse.parse(await (await other.get('/api/care/plans')).json()).plans).toEqual([]);
  });

  it('reminds once on day 3, asks "How is your plan going?" once on day 7, and never twice', async () => {
    const product = await insertTestProduct(app);
    const doctor = await practitioner();
    const client = await consentingClient(doctor);
    const { plan } = await sendPlan(doctor.visitor, client.userId, { items: [item(product.id)] });
    expect(await nudges(client.visitor)).toEqual([]);
    await ageOf(plan.id, 2, 23);
    expect(await nudges(client.visitor)).toEqual([]);
    await ageOf(plan.id, 3);
    const [reminder, ...rest] = await nudges(client.visitor);
    expect(rest).toEqual([]);
    expect(reminder).toMatchObject({ planId: plan.id, kind: 'order_reminder', route: '/profile' });
    expect(reminder?.body).toContain('Dr Meera Iyer');
    expect(await nudges(client.visitor)).toEqual([]);
    const early = await client.visitor.post(`/api/care/plans/${plan.id}/check-in`, { score: 4 });
    expect(early.status).toBe(409);
    expect((await readErrorBody(early)).code).toBe('CHECK_IN_NOT_OPEN');

    await ageOf(plan.id, 7);
    const both = await Promise.all([nudges(client.visitor), nudges(client.visitor)]);
    expect(both.flat().map((nudge) => nudge.kind)).toEqual(['check_in']);
    expect(both.flat()[0]?.title).toBe('How is your plan going?');
    await ageOf(plan.id, 30);
    expect(await nudges(client.visitor)).toEqual([]);

    const opened = CarePlanResponse.parse(await (await client.visitor.get(`/api/care/plans/${plan.id}`)).json()).plan;
    expect(opened.checkInOpen).toBe(true);
    for (const body of [{ score: 0 }, { score: 6 }, { score: 2.5 }, { score: 3, note: 'x'.repeat(1001) }, {}]) {
      const bad = await client.visitor.post(`/api/care/plans/${plan.id}/check-in`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const answered = await client.visitor.post(`/api/care/plans/${plan.id}/check-in`, { score: 4, note: 'Sleeping better.' });
    expect(answered.status).toBe(200);
    expect(CarePlanResponse.parse(await answered.json()).plan).toMatchObject({ checkInOpen: false, checkIn: { score: 4, note: 'Sleeping better.' } });
    const twice = await client.visitor.post(`/api/care/plans/${plan.id}/check-in`, { score: 1 });
    expect(twice.status).toBe(409);
    expect((await readErrorBody(twice)).code).toBe('CHECK_IN_ANSWERED');
    expect((await planAsPractitioner(doctor.visitor, client.userId, plan.id)).checkIn).toMatchObject({ score: 4, note: 'Sleeping better.' });
  });

  it('sends no order reminder for an ordered plan, yet still asks for the day-7 check-in', async () => {
    const product = await insertTestProduct(app);
    const doctor = await practitioner();
    const client = await consentingClient(doctor);
    const { plan } = await sendPlan(doctor.visitor, client.userId, { items: [item(product.id)] });
    await ageOf(plan.id, 1);
    expect((await client.visitor.post(`/api/care/plans/${plan.id}/order`)).status).toBe(200);
    expect((await purchase(client.visitor, { items: [{ productId: product.id, quantity: 1 }] })).status).toBe(201);
    await ageOf(plan.id, 4);
    expect(await nudges(client.visitor)).toEqual([]);
    await ageOf(plan.id, 7);
    expect((await nudges(client.visitor)).map((nudge) => nudge.kind)).toEqual(['check_in']);
  });

  it('warns the practitioner before sending when a product conflicts with a medicine the client recorded, and never reads their chat', async () => {
    const fishOil =
      (await app.db.selectFrom('products').select(['id', 'name']).where('slug', '=', 'omega-3-fish-oil-1000mg').executeTakeFirst()) ??
      (await insertTestProduct(app, { slug: 'omega-3-fish-oil-1000mg', name: 'Omega-3 Fish Oil 1000mg' }));
    const unrelated = await insertTestProduct(app);
    const doctor = await practitioner();
    const client = await consentingClient(doctor);
    const body = { items: [item(fishOil.id), item(unrelated.id)] };
    const before = PlanPreviewResponse.parse(await (await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans/preview`, body)).json());
    expect(before.warnings).toEqual([]);
    expect(before.items.map((entry) => entry.productId)).toEqual([fishOil.id, unrelated.id]);

    const added = await client.visitor.post('/api/care/medicines', { name: 'Warfarin' });
    expect(added.status).toBe(201);
    const [medicine] = MedicineListResponse.parse(await added.json()).medicines;
    const preview = PlanPreviewResponse.parse(await (await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans/preview`, body)).json());
    expect(preview.warnings).toHaveLength(1);
    expect(preview.warnings[0]).toMatchObject({ productId: fishOil.id, source: 'medicines' });
    expect(preview.warnings[0]?.medicine.toLowerCase()).toBe('warfarin');
    expect(preview.warnings[0]?.text).toMatch(/bleeding/);
    const sent = await sendPlan(doctor.visitor, client.userId, body);
    expect(sent.warnings.map((warning) => warning.productId)).toEqual([fishOil.id]);
    // The client sees the same warning on their plan, with the medicine from their own list, worded for them.
    const seen = CarePlanListResponse.parse(await (await client.visitor.get('/api/care/plans')).json()).plans.find((plan) => plan.id === sent.plan.id);
    expect(seen?.warnings).toHaveLength(1);
    expect(seen?.warnings[0]).toMatchObject({ productId: fishOil.id, medicine: preview.warnings[0]?.medicine });
    expect(seen?.warnings[0]?.text).toMatch(/bleeding.*Ask your doctor or pharmacist before you take it\.$/);

    expect((await client.visitor.request(`/api/care/medicines/${medicine?.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(PlanPreviewResponse.parse(await (await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans/preview`, body)).json()).warnings).toEqual(
      [],
    );
    // Another customer cannot remove someone's medicine; bad names are 400.
    const { visitor: other } = await registerVisitor(app);
    expect((await other.request(`/api/care/medicines/${randomUUID()}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.post('/api/care/medicines', { name: '   ' })).status).toBe(400);

    // What the client told a guardian in chat is not shared by any care scope, so it never produces a warning.
    await app.db
      .insertInto('chat_messages')
      .values({
        id: randomUUID(),
        user_id: client.userId,
        guardian_id: 'angio',
        sender: 'user',
        text: 'I am on blood thinners, is turmeric okay?',
        products: '[]',
        created_at: new Date().toISOString(),
        position: 0,
      })
      .execute();
    const fromChat = PlanPreviewResponse.parse(await (await doctor.visitor.post(`/api/partner/clients/${client.userId}/plans/preview`, body)).json());
    expect(fromChat.warnings).toEqual([]);
  });
});
