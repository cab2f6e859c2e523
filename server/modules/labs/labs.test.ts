// Labs (issue 15): lab orders from practitioners and test kits, the lab's queue and lifecycle, results with LOINC
// codes, units, range and bands, the PDF report, notifications, and where the customer and practitioner see them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccessLogResponse, CareClientRecordResponse } from '@common/contracts/care';
import { LabNotificationListResponse, LabOrderListResponse, LabOrderResponse } from '@common/contracts/labs';
import type { LabOrder } from '@common/contracts/labs';
import type { Role } from '@common/roles';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, testAddressId } from '../../test/commerce-helpers';
import { practitionerWithProfile } from '../../test/practitioner-helpers';
import type { TestPractitioner } from '../../test/practitioner-helpers';
import { eventually, readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { readOutbox } from '../../mail/outbox-mailer';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { VITAMIN_D_TEST_KIT_SLUG } from '../../setup/seed/lab-test-kits';
import { UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES } from '@common/order-lifecycle';
import { DEFAULT_COMMERCE_SETTINGS } from '../../config';
import { loadAccountUser } from '../accounts/account-user';
import { CheckoutService } from '../checkout/checkout.service';
import { CashOnDeliveryProvider } from '../checkout/payment-provider';
import type { PaymentProvider } from '../checkout/payment-provider';
import { orderDesk } from '../../test/order-desk';
import { WalletService } from '../wallet/wallet.service';
import { kitSampleReminderKey } from './kit-sample-reminders';
import { LabsService } from './labs.service';
import { hasAnyOrder } from '../orders/orders.repository';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

function practitioner(role: Role = 'doctor', name = 'Dr Ananya Sharma'): Promise<TestPractitioner> {
  return practitionerWithProfile(app, role, name);
}

async function grant(customer: TestVisitor, practitionerId: string, scopes: string[]) {
  const response = await customer.post('/api/care/consents', { practitionerId, scopes });
  expect([200, 201]).toContain(response.status);
  return ((await response.json()) as { consent: { id: string } }).consent;
}

async function orderFor(doctor: TestVisitor, clientId: string): Promise<LabOrder> {
  const response = await doctor.post(`/api/partner/clients/${clientId}/lab-orders`, { tests: ['vitamin_d_25oh'] });
  expect(response.status).toBe(201);
  return LabOrderResponse.parse(await response.json()).order;
}

async function move(lab: TestVisitor, id: string, status: string, expected = 200): Promise<Response> {
  const response = await lab.post(`/api/partner/lab-orders/${id}/status`, { status });
  expect(response.status, `${status}: ${response.status}`).toBe(expected);
  return response;
}

const observation = (overrides: Record<string, unknown> = {}) => ({
  code: '62292-8',
  value: 24.5,
  unit: 'ng/mL',
  observedAt: '2026-11-20T08:30:00.000Z',
  ...overrides,
});

function putReport(lab: TestVisitor, id: string, body: Buffer | string, contentType = 'application/pdf'): Promise<Response> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return lab.request(`/api/partner/lab-orders/${id}/report`, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
}

let staff: RegisteredVisitor;

/** Staff move the shop order of a kit (the admin's order screen does the same). */
function moveShopOrder(orderId: string, status: string): Promise<Response> {
  return staff.visitor.post(`/api/admin/orders/${orderId}/status`, { status });
}

/** A cash-on-delivery shop order packed, shipped and delivered (paid on delivery). */
async function deliver(orderId: string): Promise<void> {
  for (const status of ['packed', 'shipped', 'delivered']) expect((await moveShopOrder(orderId, status)).status, status).toBe(200);
}

/** A customer buys the Vitamin D test kit, paying cash on delivery: the shop order and the lab order it made. */
async function buyKit() {
  const kit = await app.db.selectFrom('products').select('id').where('slug', '=', VITAMIN_D_TEST_KIT_SLUG).executeTakeFirstOrThrow();
  const customer = await registerVisitor(app);
  const key = randomUUID();
  const body = { items: [{ productId: kit.id, quantity: 1 }] };
  const placed = await purchase(customer.visitor, body, key);
  expect(placed.status).toBe(201);
  const orderId = ((await placed.json()) as { order: { id: string } }).order.id;
  const [labOrder] = LabOrderListResponse.parse(await (await customer.visitor.get('/api/care/lab-orders')).json()).orders;
  return { customer, orderId, labOrderId: labOrder?.id ?? '', replay: () => purchase(customer.visitor, body, key) };
}

/** A doctor with a consenting client (lab_results shared) and an order already at processing in the lab. */
async function processingOrder() {
  const doctor = await practitioner();
  const client = await registerVisitor(app);
  await grant(client.visitor, doctor.expertId, ['lab_results']);
  const order = await orderFor(doctor.visitor, client.userId);
  await move(lab.visitor, order.id, 'sample_received');
  await move(lab.visitor, order.id, 'processing');
  return { doctor, client, order };
}

let lab: RegisteredVisitor;

beforeAll(async () => {
  // The first lab account to use the API becomes the lab that takes new orders.
  lab = await visitorWithRoles(app, ['lab']);
  expect((await lab.visitor.get('/api/partner/lab-orders')).status).toBe(200);
  staff = await visitorWithRoles(app, ['support']);
});

describe(`labs on ${TEST_DATABASE_KIND}`, () => {
  it('refuses every endpoint signed out (401), the lab queue to non-labs and ordering to non-practitioners (403)', async () => {
    const id = randomUUID();
    const practitionerCalls: [string, string, unknown?][] = [
      ['POST', `/api/partner/clients/${id}/lab-orders`, { tests: ['vitamin_d_25oh'] }],
      ['GET', `/api/partner/clients/${id}/lab-orders`],
    ];
    const labCalls: [string, string, unknown?][] = [
      ['GET', '/api/partner/lab-orders'],
      ['GET', `/api/partner/lab-orders/${id}`],
      ['POST', `/api/partner/lab-orders/${id}/status`, { status: 'processing' }],
      ['POST', `/api/partner/lab-orders/${id}/results`, { observations: [observation()] }],
      ['PUT', `/api/partner/lab-orders/${id}/report`, '%PDF-1.4'],
    ];
    const customerCalls: [string, string, unknown?][] = [
      ['GET', '/api/care/lab-orders'],
      ['GET', `/api/care/lab-orders/${id}/report`],
      ['GET', '/api/care/lab-notifications'],
    ];
    const send = (visitor: TestVisitor, [method, path, body]: [string, string, unknown?]) =>
      method === 'GET' ? visitor.get(path) : method === 'PUT' ? putReport(visitor, path.split('/')[4] ?? '', String(body)) : visitor.post(path, body);
    const signedOut = new TestVisitor(app);
    for (const call of [...practitionerCalls, ...labCalls, ...customerCalls]) expect((await send(signedOut, call)).status, call.join(' ')).toBe(401);

    const { visitor: customer } = await registerVisitor(app);
    const others = await Promise.all((['brand_partner', 'admin', 'support'] as const).map((role) => visitorWithRoles(app, [role])));
    const doctor = await practitioner();
    for (const outsider of [customer, ...others.map((entry) => entry.visitor), doctor.visitor]) {
      for (const call of labCalls) {
        const response = await send(outsider, call);
        expect(response.status, call.join(' ')).toBe(403);
        expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
      }
    }
    for (const outsider of [customer, lab.visitor, ...others.map((entry) => entry.visitor)]) {
      for (const call of practitionerCalls) {
        const response = await send(outsider, call);
        expect(response.status, call.join(' ')).toBe(403);
        expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
      }
    }
    for (const visitor of [customer, lab.visitor, doctor.visitor]) expect((await visitor.get('/api/care/lab-orders')).status).toBe(200);
  });

  it('lets a practitioner order only for a client who shares lab_results, and stops the moment it is revoked', async () => {
    const doctor = await practitioner();
    const client = await registerVisitor(app);
    const body = { tests: ['vitamin_d_25oh'] };
    const before = await doctor.visitor.post(`/api/partner/clients/${client.userId}/lab-orders`, body);
    expect(before.status).toBe(403);
    expect((await readErrorBody(before)).code).toBe('CONSENT_REQUIRED');

    const consent = await grant(client.visitor, doctor.expertId, ['assessments']);
    const wrongScope = await doctor.visitor.post(`/api/partner/clients/${client.userId}/lab-orders`, body);
    expect(wrongScope.status).toBe(403);
    expect((await readErrorBody(wrongScope)).code).toBe('CONSENT_REQUIRED');

    await grant(client.visitor, doctor.expertId, ['lab_results']);
    const order = await orderFor(doctor.visitor, client.userId);
    expect(order).toMatchObject({
      status: 'ordered',
      source: 'practitioner',
      tests: [{ id: 'vitamin_d_25oh' }],
      orderedBy: { userId: doctor.userId },
      client: { id: client.userId },
      observations: [],
      report: null,
    });
    expect(order.lab?.id).toBeDefined();

    for (const tests of [[], ['ferritin'], ['vitamin_d_25oh', 'vitamin_d_25oh'], 'vitamin_d_25oh']) {
      const response = await doctor.visitor.post(`/api/partner/clients/${client.userId}/lab-orders`, { tests });
      expect(response.status, JSON.stringify(tests)).toBe(400);
      expect((await readErrorBody(response)).code).toBe('VALIDATION_FAILED');
    }

    expect((await client.visitor.request(`/api/care/consents/${consent.id}`, { method: 'DELETE' })).status).toBe(200);
    for (const response of [
      await doctor.visitor.post(`/api/partner/clients/${client.userId}/lab-orders`, body),
      await doctor.visitor.get(`/api/partner/clients/${client.userId}/lab-orders`),
    ]) {
      expect(response.status).toBe(403);
      expect((await readErrorBody(response)).code).toBe('CONSENT_REQUIRED');
    }
  });

  it('moves an order through the lifecycle table, refusing skipped steps, and notifies client and practitioner at each step', async () => {
    const doctor = await practitioner('nutritionist', 'Nina Nutrition');
    const client = await registerVisitor(app);
    await grant(client.visitor, doctor.expertId, ['lab_results']);
    const order = await orderFor(doctor.visitor, client.userId);

    const skipped = await move(lab.visitor, order.id, 'processing', 409);
    expect((await readErrorBody(skipped)).code).toBe('LAB_STATUS_NOT_ALLOWED');
    await move(lab.visitor, order.id, 'sample_received');
    await move(lab.visitor, order.id, 'processing');
    const early = await move(lab.visitor, order.id, 'resulted', 409);
    expect((await readErrorBody(early)).code).toBe('RESULTS_REQUIRED');
    const unknown = await lab.visitor.post(`/api/partner/lab-orders/${order.id}/status`, { status: 'lost' });
    expect(unknown.status).toBe(400);
    await move(lab.visitor, order.id, 'cancelled');
    expect((await readErrorBody(await move(lab.visitor, order.id, 'ordered', 409))).code).toBe('LAB_STATUS_NOT_ALLOWED');

    const fetched = LabOrderResponse.parse(await (await lab.visitor.get(`/api/partner/lab-orders/${order.id}`)).json()).order;
    expect(fetched.timeline.map((step) => step.status)).toEqual(['ordered', 'sample_received', 'processing', 'cancelled']);

    const clientNotices = LabNotificationListResponse.parse(await (await client.visitor.get('/api/care/lab-notifications')).json()).notifications;
    expect(clientNotices.map((notice) => notice.status)).toEqual(['cancelled', 'processing', 'sample_received', 'ordered']);
    expect(clientNotices[0]?.message).toMatch(/Vitamin D/);
    const doctorNotices = LabNotificationListResponse.parse(await (await doctor.visitor.get('/api/care/lab-notifications')).json()).notifications;
    expect(doctorNotices).toHaveLength(4);
    const strangerNotices = LabNotificationListResponse.parse(await (await (await registerVisitor(app)).visitor.get('/api/care/lab-notifications')).json());
    expect(strangerNotices.notifications).toEqual([]);
  });

  it('shows a lab only the orders assigned to it: another lab gets an empty queue and 404 on each call', async () => {
    const { order } = await processingOrder();
    const otherLab = await visitorWithRoles(app, ['lab']);
    const queue = LabOrderListResponse.parse(await (await otherLab.visitor.get('/api/partner/lab-orders')).json()).orders;
    expect(queue).toEqual([]);
    for (const response of [
      await otherLab.visitor.get(`/api/partner/lab-orders/${order.id}`),
      await otherLab.visitor.post(`/api/partner/lab-orders/${order.id}/status`, { status: 'cancelled' }),
      await otherLab.visitor.post(`/api/partner/lab-orders/${order.id}/results`, { observations: [observation()] }),
      await putReport(otherLab.visitor, order.id, '%PDF-1.4 report'),
      await otherLab.visitor.get(`/api/care/lab-orders/${order.id}/report`),
    ]) {
      expect(response.status).toBe(404);
    }
    const mine = LabOrderListResponse.parse(await (await lab.visitor.get('/api/partner/lab-orders?status=processing')).json()).orders;
    expect(mine.map((entry) => entry.id)).toContain(order.id);
    expect(mine.every((entry) => entry.status === 'processing')).toBe(true);
    expect((await lab.visitor.get('/api/partner/lab-orders?status=lost')).status).toBe(400);
    // The lab sees the order, never the client's plans, notes or assessments.
    expect(Object.keys(mine[0] ?? {}).sort()).toEqual([
      'client',
      'createdAt',
      'id',
      'kit',
      'lab',
      'observations',
      'orderedBy',
      'report',
      'source',
      'status',
      'tests',
      'timeline',
      'updatedAt',
    ]);
  });

  it('stores a 25(OH)D result in both units under 62292-8 with its band, and the customer and their practitioner see it', async () => {
    const { client, order, doctor } = await processingOrder();
    const response = await lab.visitor.post(`/api/partner/lab-orders/${order.id}/results`, {
      observations: [observation({ code: '1989-3', value: 61.15, unit: 'nmol/L' })],
    });
    expect(response.status).toBe(200);
    const resulted = LabOrderResponse.parse(await response.json()).order;
    expect(resulted.status).toBe('resulted');
    expect(resulted.observations).toEqual([
      expect.objectContaining({
        code: '62292-8',
        ngPerMl: 24.5,
        nmolPerL: 61.15,
        enteredUnit: 'nmol/L',
        band: expect.objectContaining({ id: 'insufficient', bandSet: 'endocrine-society-2011' }),
      }),
    ]);
    expect(resulted.observations[0]?.band.source).toMatch(/Endocrine Society/);

    const own = LabOrderListResponse.parse(await (await client.visitor.get('/api/care/lab-orders')).json()).orders;
    expect(own).toHaveLength(1);
    expect(own[0]?.observations[0]).toMatchObject({ ngPerMl: 24.5, band: { id: 'insufficient' } });
    // The practitioner the client shares lab results with finds it in the client's record.
    const record = CareClientRecordResponse.parse(await (await doctor.visitor.get(`/api/partner/clients/${client.userId}`)).json());
    expect(record.labResults).toEqual([
      expect.objectContaining({ labOrderId: order.id, code: '62292-8', ngPerMl: 24.5, band: expect.objectContaining({ id: 'insufficient' }) }),
    ]);
    // Another customer sees none of it.
    expect(LabOrderListResponse.parse(await (await (await registerVisitor(app)).visitor.get('/api/care/lab-orders')).json()).orders).toEqual([]);
    // Results once: a resulted order takes no more.
    const again = await lab.visitor.post(`/api/partner/lab-orders/${order.id}/results`, { observations: [observation()] });
    expect(again.status).toBe(409);
  });

  it.each([
    [{ value: 251 }, 'VALUE_OUT_OF_RANGE'],
    [{ value: -1 }, 'VALUE_OUT_OF_RANGE'],
    [{ value: 700, unit: 'nmol/L' }, 'VALUE_OUT_OF_RANGE'],
    [{ unit: 'mg/dL' }, 'UNSUPPORTED_UNIT'],
    [{ code: '14635-7' }, 'UNKNOWN_OBSERVATION_CODE'],
    [{ value: '30' }, 'VALIDATION_FAILED'],
    [{ observedAt: 'yesterday' }, 'VALIDATION_FAILED'],
  ])('refuses the result %o with 400 %s and stores nothing', async (overrides, code) => {
    const { order } = await processingOrder();
    const response = await lab.visitor.post(`/api/partner/lab-orders/${order.id}/results`, { observations: [observation(), observation(overrides)] });
    expect(response.status).toBe(400);
    const body = await readErrorBody(response);
    expect(body.code).toBe(code);
    expect(body.error).toMatch(/\w/);
    const after = LabOrderResponse.parse(await (await lab.visitor.get(`/api/partner/lab-orders/${order.id}`)).json()).order;
    expect(after).toMatchObject({ status: 'processing', observations: [] });
  });

  it('refuses results for an order not yet processing', async () => {
    const doctor = await practitioner();
    const client = await registerVisitor(app);
    await grant(client.visitor, doctor.expertId, ['lab_results']);
    const order = await orderFor(doctor.visitor, client.userId);
    const response = await lab.visitor.post(`/api/partner/lab-orders/${order.id}/results`, { observations: [observation()] });
    expect(response.status).toBe(409);
    expect((await readErrorBody(response)).code).toBe('LAB_STATUS_NOT_ALLOWED');
  });

  it('attaches a real PDF only (magic bytes, 5 MB), downloadable by the owner, the lab and a consenting practitioner (logged)', async () => {
    const { doctor, client, order } = await processingOrder();
    const pdf = Buffer.from('%PDF-1.4\n% a tiny test report\n%%EOF\n');
    const notPdf = await putReport(lab.visitor, order.id, Buffer.from('<html>not a pdf</html>'));
    expect(notPdf.status).toBe(400);
    expect((await readErrorBody(notPdf)).code).toBe('REPORT_NOT_PDF');
    const wrongType = await putReport(lab.visitor, order.id, pdf, 'image/png');
    expect(wrongType.status).toBe(415);
    const tooLarge = await putReport(lab.visitor, order.id, Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooLarge.status).toBe(413);
    expect((await readErrorBody(tooLarge)).code).toBe('REPORT_TOO_LARGE');

    expect((await client.visitor.get(`/api/care/lab-orders/${order.id}/report`)).status).toBe(404);
    const attached = await putReport(lab.visitor, order.id, pdf);
    expect(attached.status).toBe(200);
    const withReport = LabOrderResponse.parse(await attached.json()).order;
    expect(withReport.report).toMatchObject({ sizeBytes: pdf.length, url: `/api/care/lab-orders/${order.id}/report` });
    // The PDF lives in the FileStore, in its customer's folder; the database keeps its key and no byte of it.
    const stored = await app.db.selectFrom('lab_reports').select(['file_key', 'content_base64']).where('lab_order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ file_key: `accounts/${client.userId}/lab-reports/${order.id}.pdf`, content_base64: '' });
    expect(Buffer.from((await app.files.get(stored.file_key!))!.bytes).equals(pdf)).toBe(true);

    const logBefore = AccessLogResponse.parse(await (await client.visitor.get('/api/care/access-log')).json()).entries.length;
    for (const reader of [client.visitor, lab.visitor, doctor.visitor]) {
      const download = await reader.get(`/api/care/lab-orders/${order.id}/report`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toMatch(/application\/pdf/);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    }
    const logAfter = AccessLogResponse.parse(await (await client.visitor.get('/api/care/access-log')).json()).entries;
    expect(logAfter.length).toBe(logBefore + 1);
    expect(logAfter[0]?.scopes).toEqual(['lab_results']);

    const stranger = await registerVisitor(app);
    const otherDoctor = await practitioner('doctor', 'Dr Other');
    for (const reader of [stranger.visitor, otherDoctor.visitor]) expect((await reader.get(`/api/care/lab-orders/${order.id}/report`)).status).toBe(404);
  });

  it('mails the customer that a result is ready, once, and never the value', async () => {
    const { client, order } = await processingOrder();
    const entered = await lab.visitor.post(`/api/partner/lab-orders/${order.id}/results`, { observations: [observation({ value: 37.5 })] });
    expect(entered.status).toBe(200);
    await eventually(
      async () => (await readOutbox(app.db, { to: client.email, limit: 20 })).some((mail) => mail.subject === 'Your lab result is ready on Guardians'),
      10_000,
    );
    const mails = (await readOutbox(app.db, { to: client.email, limit: 20 })).filter((mail) => mail.subject === 'Your lab result is ready on Guardians');
    expect(mails).toHaveLength(1);
    for (const text of [mails[0]!.text, mails[0]!.html]) {
      expect(text).not.toContain('37.5');
      expect(text).not.toMatch(/ng\/mL|sufficient|Vitamin D/i);
    }
  });

  it("writes the client's access log on every practitioner read of their lab results", async () => {
    const { doctor, client, order } = await processingOrder();
    await lab.visitor.post(`/api/partner/lab-orders/${order.id}/results`, { observations: [observation({ value: 35 })] });
    for (let read = 0; read < 2; read += 1) {
      const response = await doctor.visitor.get(`/api/partner/clients/${client.userId}/lab-orders`);
      expect(response.status).toBe(200);
      const orders = LabOrderListResponse.parse(await response.json()).orders;
      expect(orders[0]?.observations[0]).toMatchObject({ ngPerMl: 35, band: { id: 'sufficient' } });
    }
    const entries = AccessLogResponse.parse(await (await client.visitor.get('/api/care/access-log')).json()).entries;
    expect(entries.filter((entry) => entry.scopes.join() === 'lab_results')).toHaveLength(2);
  });

  it('orders the lab test once when a customer buys the Vitamin D test kit, even when the purchase is replayed', async () => {
    const kit = await app.db.selectFrom('products').select(['id', 'name']).where('slug', '=', VITAMIN_D_TEST_KIT_SLUG).executeTakeFirst();
    expect(kit?.name).toBe('Vitamin D 25(OH)D test kit');
    const customer = await registerVisitor(app);
    const other = await insertTestProduct(app);
    const key = randomUUID();
    const body = {
      items: [
        { productId: kit?.id, quantity: 1 },
        { productId: other.id, quantity: 1 },
      ],
    };
    expect((await purchase(customer.visitor, body, key)).status).toBe(201);
    expect((await purchase(customer.visitor, body, key)).status).toBe(201);
    const own = LabOrderListResponse.parse(await (await customer.visitor.get('/api/care/lab-orders')).json()).orders;
    expect(own).toEqual([
      expect.objectContaining({ source: 'kit', status: 'ordered', orderedBy: null, tests: [expect.objectContaining({ id: 'vitamin_d_25oh' })] }),
    ]);
    const queue = LabOrderListResponse.parse(await (await lab.visitor.get('/api/partner/lab-orders?status=ordered')).json()).orders;
    expect(queue.map((entry) => entry.id)).toContain(own[0]?.id);

    // An order without a kit orders no test.
    const plain = await registerVisitor(app);
    expect((await purchase(plain.visitor, { items: [{ productId: other.id, quantity: 1 }] })).status).toBe(201);
    expect(LabOrderListResponse.parse(await (await plain.visitor.get('/api/care/lab-orders')).json()).orders).toEqual([]);
  });

  it("cancels the kit's lab order with its shop order while no sample has arrived, and leaves a started one alone", async () => {
    const untouched = await buyKit();
    expect((await untouched.customer.visitor.post(`/api/orders/${untouched.orderId}/cancel`, {})).status).toBe(200);
    const cancelled = LabOrderListResponse.parse(await (await untouched.customer.visitor.get('/api/care/lab-orders')).json()).orders;
    expect(cancelled).toEqual([expect.objectContaining({ id: untouched.labOrderId, status: 'cancelled' })]);
    const notices = (await (await untouched.customer.visitor.get('/api/care/lab-notifications')).json()) as { notifications: { message: string }[] };
    expect(notices.notifications.map((notice) => notice.message)).toContain('Your lab test (Vitamin D, 25-hydroxy (total)): cancelled.');
    // Replaying the purchase of a cancelled order orders no second kit.
    expect((await untouched.replay()).status).toBe(201);
    expect(LabOrderListResponse.parse(await (await untouched.customer.visitor.get('/api/care/lab-orders')).json()).orders).toHaveLength(1);

    // A kit whose sample arrived keeps its lab order when its delivered shop order is refunded (a return) later.
    const started = await buyKit();
    await deliver(started.orderId);
    await move(lab.visitor, started.labOrderId, 'sample_received');
    expect((await moveShopOrder(started.orderId, 'refunded')).status).toBe(200);
    const kept = LabOrderListResponse.parse(await (await started.customer.visitor.get('/api/care/lab-orders')).json()).orders;
    expect(kept).toEqual([expect.objectContaining({ id: started.labOrderId, status: 'sample_received' })]);

    // A kit returned before its sample arrived has none coming: its lab order ends with the refund.
    const returned = await buyKit();
    await deliver(returned.orderId);
    expect((await moveShopOrder(returned.orderId, 'refunded')).status).toBe(200);
    const ended = LabOrderResponse.parse(await (await lab.visitor.get(`/api/partner/lab-orders/${returned.labOrderId}`)).json()).order;
    expect(ended).toMatchObject({ status: 'cancelled', kit: { orderStatus: 'refunded', sampleExpected: false } });
    expect(ended.timeline.at(-1)).toMatchObject({ status: 'cancelled', note: 'The shop order of the test kit was refunded' });
  });

  it('expects the sample of a kit only once its order is delivered: receiving, results and the report answer 409 KIT_NOT_DELIVERED before', async () => {
    const bought = await buyKit();
    const labOrder = async () => LabOrderResponse.parse(await (await lab.visitor.get(`/api/partner/lab-orders/${bought.labOrderId}`)).json()).order;
    expect((await labOrder()).kit).toEqual({ orderStatus: 'pending_payment', sampleExpected: false });

    const refusals = async (orderStatus: string) => {
      for (const response of [
        await lab.visitor.post(`/api/partner/lab-orders/${bought.labOrderId}/status`, { status: 'sample_received' }),
        await lab.visitor.post(`/api/partner/lab-orders/${bought.labOrderId}/results`, { observations: [observation()] }),
        await putReport(lab.visitor, bought.labOrderId, '%PDF-1.4 too early'),
      ]) {
        expect(response.status).toBe(409);
        const body = await readErrorBody(response);
        expect(body).toMatchObject({ code: 'KIT_NOT_DELIVERED', details: { orderStatus } });
        expect(body.error).toMatch(/delivered/);
      }
      expect(await labOrder()).toMatchObject({ status: 'ordered', observations: [], report: null, kit: { orderStatus, sampleExpected: false } });
    };
    // Unpaid and unshipped, then packed, then on its way: no sample can have arrived.
    await refusals('pending_payment');
    expect((await moveShopOrder(bought.orderId, 'packed')).status).toBe(200);
    expect((await moveShopOrder(bought.orderId, 'shipped')).status).toBe(200);
    await refusals('shipped');
    expect((await labOrder()).timeline.map((step) => step.status)).toEqual(['ordered']);

    expect((await moveShopOrder(bought.orderId, 'delivered')).status).toBe(200);
    expect((await labOrder()).kit).toEqual({ orderStatus: 'delivered', sampleExpected: true });
    await move(lab.visitor, bought.labOrderId, 'sample_received');
    await move(lab.visitor, bought.labOrderId, 'processing');
    const resulted = await lab.visitor.post(`/api/partner/lab-orders/${bought.labOrderId}/results`, { observations: [observation()] });
    expect(resulted.status).toBe(200);
    expect((await putReport(lab.visitor, bought.labOrderId, '%PDF-1.4 the report')).status).toBe(200);
    // The customer sees where their kit stands on their own lab order; a practitioner's order has no kit.
    const own = LabOrderListResponse.parse(await (await bought.customer.visitor.get('/api/care/lab-orders')).json()).orders;
    expect(own[0]).toMatchObject({ status: 'resulted', kit: { orderStatus: 'delivered', sampleExpected: true } });
    expect((await processingOrder()).order.kit).toBeNull();
  });

  it('attaches a report only once a sample has arrived (409 LAB_STATUS_NOT_ALLOWED before)', async () => {
    const doctor = await practitioner();
    const client = await registerVisitor(app);
    await grant(client.visitor, doctor.expertId, ['lab_results']);
    const order = await orderFor(doctor.visitor, client.userId);
    const early = await putReport(lab.visitor, order.id, '%PDF-1.4 no sample yet');
    expect(early.status).toBe(409);
    expect((await readErrorBody(early)).code).toBe('LAB_STATUS_NOT_ALLOWED');
    await move(lab.visitor, order.id, 'sample_received');
    expect((await putReport(lab.visitor, order.id, '%PDF-1.4 sample in')).status).toBe(200);
  });

  it(`cancels the lab order of a kit paid by card with its order when the payment has not arrived after ${UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES} minutes`, async () => {
    // The server's wiring (app.ts) with a card provider that starts payments which never complete.
    const labs = new LabsService({ db: app.db, files: app.files });
    const commerce = DEFAULT_COMMERCE_SETTINGS;
    const unpaidCard: PaymentProvider = {
      method: 'card',
      name: 'test_card',
      start: (request) => Promise.resolve({ status: 'started', reference: `pi_${request.orderId}`, clientSecret: 'secret' }),
      refund: () => Promise.resolve({ providerRefundId: null }),
    };
    const orders = orderDesk({
      db: app.db,
      commerce,
      checkout: new CheckoutService({ db: app.db, hasOrdered: hasAnyOrder, commerce, paymentMethods: ['cod', 'card'] }),
      payments: { cod: new CashOnDeliveryProvider(), card: unpaidCard },
      wallet: new WalletService({ db: app.db, settings: { signupRewardCoins: 0 } }),
      publicReads: { invalidate: () => undefined },
      onPlaced: (order, userId) => labs.orderKits(order, userId),
      onEnding: (trx, orderId, ending, at) => labs.endKitOfShopOrder(trx, orderId, ending, at),
    });
    const kit = await app.db.selectFrom('products').select('id').where('slug', '=', VITAMIN_D_TEST_KIT_SLUG).executeTakeFirstOrThrow();
    const customer = await registerVisitor(app);
    const user = await loadAccountUser(app.db, customer.userId);
    if (!user) throw new Error('the account was just registered');
    const placedAt = new Date();
    const request = { items: [{ productId: kit.id, quantity: 1 }], addressId: await testAddressId(customer.visitor), delivery: 'standard' as const, coins: 0 };
    const { order } = await orders.purchase(user, randomUUID(), { ...request, paymentMethod: 'card' }, placedAt);
    const [labOrder] = LabOrderListResponse.parse(await (await customer.visitor.get('/api/care/lab-orders')).json()).orders;
    expect(labOrder).toMatchObject({ status: 'ordered', kit: { orderStatus: 'pending_payment', sampleExpected: false } });

    expect(await orders.cancelUnpaidOnlineOrders(new Date(placedAt.getTime() + UNPAID_ONLINE_ORDER_TIMEOUT_MINUTES * 60_000 + 1_000))).toBe(1);
    expect((await orders.list(customer.userId)).find((entry) => entry.id === order.id)?.status).toBe('cancelled');
    const after = LabOrderResponse.parse(await (await lab.visitor.get(`/api/partner/lab-orders/${labOrder?.id ?? ''}`)).json()).order;
    expect(after).toMatchObject({ status: 'cancelled', kit: { orderStatus: 'cancelled', sampleExpected: false } });
    expect(after.timeline.at(-1)).toMatchObject({ status: 'cancelled', note: 'The shop order of the test kit was cancelled' });
  });
});

describe(`a delivered kit's sample reminder on ${TEST_DATABASE_KIND}`, () => {
  /** The reminder job of a kit, made due now as if a week had passed, and run to its end. */
  async function runReminderNow(labOrderId: string): Promise<void> {
    const key = kitSampleReminderKey(labOrderId);
    await app.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1_000).toISOString() })
      .where('dedupe_key', '=', key)
      .execute();
    await eventually(async () => {
      const job = await app.db.selectFrom('jobs').select('status').where('dedupe_key', '=', key).executeTakeFirst();
      const sending = await app.db.selectFrom('jobs').select('id').where('name', '=', 'mail.send').where('status', 'in', ['waiting', 'active']).execute();
      return job?.status === 'completed' && sending.length === 0;
    }, 10_000);
  }

  const reminderMails = async (email: string) =>
    (await readOutbox(app.db, { to: email, limit: 20 })).filter((mail) => mail.subject === 'Your test kit: the lab is waiting for your sample');

  it('is queued a week after the delivery, and mails the customer whose sample has not come', async () => {
    const { customer, orderId, labOrderId } = await buyKit();
    const deliveredAt = Date.now();
    await deliver(orderId);
    const job = await app.db.selectFrom('jobs').select('run_at').where('dedupe_key', '=', kitSampleReminderKey(labOrderId)).executeTakeFirstOrThrow();
    expect(Math.round((Date.parse(job.run_at) - deliveredAt) / (24 * 60 * 60 * 1000))).toBe(7);
    await runReminderNow(labOrderId);
    const mails = await reminderMails(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your test kit was delivered 7 days ago');
    expect(mails[0]!.text).toMatch(new RegExp(`${app.url}/unsubscribe\\?token=`));
  });

  it('mails nobody once the sample has arrived', async () => {
    const { customer, orderId, labOrderId } = await buyKit();
    await deliver(orderId);
    await move(lab.visitor, labOrderId, 'sample_received');
    await runReminderNow(labOrderId);
    expect(await reminderMails(customer.email)).toEqual([]);
  });

  it('queues nothing for a delivered order without a kit', async () => {
    const product = await insertTestProduct(app);
    const customer = await registerVisitor(app);
    const placed = await purchase(customer.visitor, { items: [{ productId: product.id, quantity: 1 }] }, randomUUID());
    const orderId = ((await placed.json()) as { order: { id: string } }).order.id;
    const reminders = async () => (await app.db.selectFrom('jobs').select('id').where('name', '=', 'labs.kit-sample-reminder').execute()).length;
    const before = await reminders();
    await deliver(orderId);
    expect(await reminders()).toBe(before);
  });
});
