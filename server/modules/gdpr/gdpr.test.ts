// GDPR self-service and data collection (issue 16), on SQLite and PostgreSQL: the export's contents and ownership,
// its 48 hours and one a day; deletion confirmed by password or a fresh sign-in, sessions ended, cancelled by signing
// in again, erasure after 14 days on an injected clock that keeps orders and the wallet ledger; the consent ledger
// and its CSV; and who may call each endpoint.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditPage } from '@common/contracts/admin';
import { AdminHome } from '@common/contracts/admin';
import { API_ENDPOINTS } from '@common/contracts/api-endpoints';
import { ConsentLedgerPage, DataDeletionResponse, DataExportStatusResponse, DataRequestsPage } from '@common/contracts/gdpr';
import { DELETION_CANCELLED_HEADER } from '../../app';
import { registerVisitor, TEST_PASSWORD, visitorWithRoles } from '../../test/accounts-helpers';
import type { RegisteredVisitor } from '../../test/accounts-helpers';
import { insertTestProduct, purchase, testAddressId } from '../../test/commerce-helpers';
import { startFakeRazorpay } from '../../test/fake-razorpay';
import { startFakeStripe } from '../../test/fake-stripe';
import { TEST_RAZORPAY_KEYS } from '../../test/razorpay-test-app';
import { RecordingQueue } from '../../test/recording-queue';
import { TEST_STRIPE_KEYS } from '../../test/stripe-test-app';
import { eventually, readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { RazorpayClient, RazorpayPaymentProvider, StripePaymentProvider, stripeClient } from '../checkout/checkout.exports';
import { housekeepingSchedule } from '../system/housekeeping';
import { eraseAccount } from '../../flows/erase-account';
import { csvCell, csvRow } from './csv';
import { EmbeddedJobQueue } from '../../jobs/embedded-job-queue';
import { mailSender } from '../../mail/mail-jobs';
import { readOutbox } from '../../mail/outbox-mailer';
import { RateLimiter } from '../../http/rate-limit';
import { eraseDueAccounts, GdprService, prepareExport, sweepDataRequests } from './gdpr.service';
import { ERASED_NAME, erasedEmail } from './personal-data.repository';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** How far the GDPR service's clock runs ahead of the real one; sessions keep real time. */
let clockOffsetMs = 0;
const gdprNow = () => new Date(Date.now() + clockOffsetMs);

const app = useTestApp({
  now: gdprNow,
  accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } },
});

afterEach(() => {
  clockOffsetMs = 0;
});

const GDPR_PATHS = API_ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/gdpr/') && endpoint.path !== '/api/gdpr/consent');
const STAFF_PATHS = ['/api/admin/consents', '/api/admin/consents.csv', '/api/admin/data-requests'];

function send(visitor: TestVisitor, method: string, path: string): Promise<Response> {
  const concrete = path.replace(/\{[^}]+\}/g, randomUUID());
  return method === 'get'
    ? visitor.get(concrete)
    : visitor.request(concrete, { method: method.toUpperCase(), headers: { 'content-type': 'application/json' }, body: '{}' });
}

async function waitForReadyExport(visitor: TestVisitor): Promise<DataExportStatusResponse> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const status = DataExportStatusResponse.parse(await (await visitor.get('/api/gdpr/export')).json());
    if (status.export?.status === 'ready') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The export never became ready');
}

/** A customer with a row in every kind of personal data, and the practitioner they share care data with. */
async function customerWithEverything(): Promise<RegisteredVisitor & { practitioner: RegisteredVisitor; productId: string }> {
  const customer = await registerVisitor(app, { label: 'gdpr-customer' });
  const practitioner = await visitorWithRoles(app, ['doctor']);
  const product = await insertTestProduct(app, { stock: 100 });
  const now = new Date().toISOString();
  const { db } = app;
  const userId = customer.userId;

  const placed = await purchase(customer.visitor, { items: [{ productId: product.id, quantity: 1 }] });
  expect(placed.status).toBe(201);
  // Cash on delivery earns its reward coins once delivered and paid: a wallet ledger entry to export and to keep.
  const { id: orderId } = ((await placed.json()) as { order: { id: string } }).order;
  const { visitor: support } = await visitorWithRoles(app, ['support']);
  for (const status of ['packed', 'shipped', 'delivered']) expect((await support.post(`/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
  // A return asked for, and a subscription (issue 44): both the person's, exported; the subscription erased with them.
  const returned = await customer.visitor.post(`/api/orders/${orderId}/returns`, { items: [{ productId: product.id, quantity: 1 }], reason: 'damaged' });
  expect(returned.status).toBe(201);
  const subscribed = await customer.visitor.post('/api/subscriptions', {
    items: [{ productId: product.id, quantity: 1 }],
    cadenceDays: 30,
    addressId: await testAddressId(customer.visitor),
  });
  expect(subscribed.status).toBe(201);
  expect((await customer.visitor.post('/api/gdpr/consent', { consent_type: 'analytics', granted: true })).status).toBe(201);
  // A message sent signed in, and one sent signed out from the account's address: both are erased with the account.
  const contactMessage = { name: 'Gdpr Customer', email: customer.email, topic: 'order', message: 'Where is my parcel, please?' };
  expect((await customer.visitor.post('/api/contact', contactMessage)).status).toBe(201);
  expect((await new TestVisitor(app, { address: '10.77.0.1' }).post('/api/contact', contactMessage)).status).toBe(201);
  await db
    .insertInto('assessments')
    .values({
      id: randomUUID(),
      user_id: userId,
      email: customer.email,
      type: 'quick',
      answers: '{"q1":"a"}',
      score_angio: 1,
      score_regenera: 2,
      score_genomica: 3,
      score_biome: 4,
      score_immuno: 5,
      primary_guardian: 'immuno',
      secondary_guardian: 'biome',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('wellness_reflections')
    .values({ id: randomUUID(), user_id: userId, story_id: 'story-1', content: 'I slept better.', created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto('chat_messages')
    .values({
      id: randomUUID(),
      user_id: userId,
      guardian_id: 'immuno',
      sender: 'user',
      text: 'How do I sleep better?',
      products: '[]',
      created_at: now,
      position: 0,
    })
    .execute();
  const consentId = randomUUID();
  await db
    .insertInto('care_consents')
    .values({
      id: consentId,
      customer_id: userId,
      practitioner_user_id: practitioner.userId,
      expert_id: null,
      scopes: 'assessments,lab_results',
      created_at: now,
      updated_at: now,
      revoked_at: null,
    })
    .execute();
  await db
    .insertInto('care_access_log')
    .values({ id: randomUUID(), customer_id: userId, practitioner_user_id: practitioner.userId, consent_id: consentId, scopes: 'assessments', created_at: now })
    .execute();
  const planId = randomUUID();
  await db
    .insertInto('care_plans')
    .values({
      id: planId,
      practitioner_user_id: practitioner.userId,
      customer_id: userId,
      protocol_id: null,
      title: 'Sleep plan',
      message: 'Take it at night.',
      sent_at: now,
      viewed_at: null,
      order_requested_at: null,
      ordered_at: null,
      order_id: null,
      reminder_sent_at: null,
      check_in_asked_at: null,
      check_in_score: null,
      check_in_note: null,
      check_in_at: null,
    })
    .execute();
  await db
    .insertInto('care_plan_items')
    .values({
      id: randomUUID(),
      plan_id: planId,
      position: 0,
      product_id: product.id,
      quantity: 1,
      dose: '1 capsule',
      frequency: 'daily',
      timing: 'night',
      duration_days: 30,
      notes: '',
    })
    .execute();
  await db.insertInto('care_medicines').values({ id: randomUUID(), customer_id: userId, name: 'Metformin', created_at: now }).execute();
  const labOrderId = randomUUID();
  await db
    .insertInto('lab_orders')
    .values({
      id: labOrderId,
      customer_id: userId,
      lab_id: null,
      ordered_by_user_id: practitioner.userId,
      source: 'practitioner',
      shop_order_id: null,
      tests: 'vitamin_d',
      status: 'resulted',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('lab_observations')
    .values({
      id: randomUUID(),
      lab_order_id: labOrderId,
      code: '1989-3',
      entered_code: '1989-3',
      entered_unit: 'ng/mL',
      ng_per_ml_x100: 3200,
      nmol_per_l_x100: 7987,
      band: 'sufficient',
      band_set: 'default',
      observed_at: now,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('product_reviews')
    .values({
      id: randomUUID(),
      product_id: product.id,
      user_id: userId,
      rating: 5,
      title: 'Lovely',
      body: 'It helped me sleep.',
      status: 'approved',
      moderation_reason: null,
      moderated_by: null,
      moderated_at: null,
      helpful_count: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { ...customer, practitioner, productId: product.id };
}

async function walletSum(userId: string): Promise<number> {
  const rows = await app.db.selectFrom('wallet_ledger').select('amount').where('user_id', '=', userId).execute();
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
}

/** A subscription whose first card payment saved a card at Stripe: the ids its webhook hands the subscription. */
async function subscriptionWithSavedPayment(
  visitor: TestVisitor,
  customerId: string,
  paymentMethodId: string,
  paymentMethod: 'card' | 'razorpay' = 'card',
): Promise<string> {
  const product = await insertTestProduct(app, { stock: 10 });
  const subscribed = await visitor.post('/api/subscriptions', {
    items: [{ productId: product.id, quantity: 1 }],
    cadenceDays: 30,
    addressId: await testAddressId(visitor),
  });
  expect(subscribed.status).toBe(201);
  const { id } = ((await subscribed.json()) as { subscription: { id: string } }).subscription;
  await app.db
    .updateTable('subscriptions')
    .set({ payment_method: paymentMethod, payment_customer_id: customerId, payment_method_id: paymentMethodId })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The GDPR sweep with its follow-up jobs recorded (not run) and the providers' saved ways of paying to delete. */
function erasureSweep(jobs: RecordingQueue, paymentCustomers: ConstructorParameters<typeof GdprService>[0]['paymentCustomers']): GdprService {
  return new GdprService({
    db: app.db,
    logger: pino({ level: 'silent' }),
    limiter: new RateLimiter(app.db),
    files: app.files,
    jobs,
    sendMail: async () => undefined,
    eraseAccount,
    paymentCustomers,
  });
}

async function signIn(email: string): Promise<{ visitor: TestVisitor; response: Response }> {
  const visitor = new TestVisitor(app);
  const response = await visitor.post('/api/login', { email, password: TEST_PASSWORD });
  return { visitor, response };
}

describe(`GDPR export on ${TEST_DATABASE_KIND}`, () => {
  it('prepares one JSON document with every kind of the account’s data, and no secret or other person’s data', async () => {
    const customer = await customerWithEverything();
    const accepted = await customer.visitor.post('/api/gdpr/export');
    expect(accepted.status).toBe(202);
    const first = DataExportStatusResponse.parse(await accepted.json());
    expect(first.export?.status).toBe('pending');

    const ready = await waitForReadyExport(customer.visitor);
    expect(ready.export?.downloadUrl).toBe(`/api/gdpr/export/${first.export?.id}/download`);
    expect(Date.parse(ready.export?.expiresAt ?? '') - Date.parse(ready.export?.readyAt ?? '')).toBe(48 * HOUR);

    const download = await customer.visitor.get(ready.export?.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="?guardians-data-export-\d{4}-\d{2}-\d{2}\.json"?$/);
    expect(download.headers.get('cache-control')).toBe('no-store');
    const text = await download.text();
    const document = JSON.parse(text) as Record<string, unknown[] | Record<string, unknown>>;
    expect(document.account).toMatchObject({ id: customer.userId, email: customer.email });
    for (const kind of [
      'assessments',
      'orders',
      'addresses',
      'walletLedger',
      'reflections',
      'contactMessages',
      'chatHistory',
      'consents',
      'careConsents',
      'careAccessLog',
      'carePlans',
      'careMedicines',
      'labResults',
      'reviews',
      'orderReturns',
      'subscriptions',
    ]) {
      expect(Array.isArray(document[kind]) && document[kind].length > 0, kind).toBe(true);
    }
    expect((document.orders as { lines: unknown[] }[])[0]?.lines).toHaveLength(1);
    expect((document.carePlans as { items: unknown[] }[])[0]?.items).toHaveLength(1);
    expect((document.labResults as { observations: unknown[] }[])[0]?.observations).toHaveLength(1);
    expect((document.orderReturns as { lines: unknown[] }[])[0]?.lines).toHaveLength(1);
    expect((document.subscriptions as { items: unknown[] }[])[0]?.items).toHaveLength(1);
    expect(text).not.toContain('skip_token');

    // No password hash, no session (token hashes), no payment secrets, nothing of the practitioner but their id.
    const passwordHash = (await app.db.selectFrom('users').select('password_hash').where('id', '=', customer.userId).executeTakeFirstOrThrow()).password_hash;
    expect(text).not.toContain(passwordHash ?? 'scrypt$');
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('scrypt$');
    for (const session of await app.db.selectFrom('sessions').select('id').where('user_id', '=', customer.userId).execute()) {
      expect(text).not.toContain(session.id);
    }
    expect(text).not.toContain('payment_client_secret');
    expect(text).not.toContain(customer.practitioner.email);
  });

  it('names a subscription’s card saved at Stripe by its provider and ids only, never a card detail', async () => {
    const { visitor } = await registerVisitor(app, { label: 'gdpr-export-card' });
    const subscriptionId = await subscriptionWithSavedPayment(visitor, 'cus_export_1', 'pm_export_1');
    expect((await visitor.post('/api/gdpr/export')).status).toBe(202);
    const ready = await waitForReadyExport(visitor);
    const text = await (await visitor.get(ready.export?.downloadUrl ?? '')).text();
    const document = JSON.parse(text) as { subscriptions: Record<string, unknown>[] };
    const subscription = document.subscriptions.find((row) => row.id === subscriptionId);
    expect(subscription).toMatchObject({
      payment_method: 'card',
      saved_payment_method: { provider: 'stripe', kind: 'card', customer_id: 'cus_export_1', payment_method_id: 'pm_export_1' },
    });
    // The ids appear once, inside saved_payment_method, not as loose columns; no card number, brand or expiry is ours to export.
    expect(subscription).not.toHaveProperty('payment_customer_id');
    expect(subscription).not.toHaveProperty('payment_method_id');
    expect(text).not.toMatch(/last4|exp_month|card_number/);
  });

  it('names a subscription’s UPI AutoPay mandate at Razorpay by its provider and ids only, like a saved card', async () => {
    const { visitor } = await registerVisitor(app, { label: 'gdpr-export-upi' });
    const subscriptionId = await subscriptionWithSavedPayment(visitor, 'cust_Export0000001', 'token_Export000001', 'razorpay');
    expect((await visitor.post('/api/gdpr/export')).status).toBe(202);
    const ready = await waitForReadyExport(visitor);
    const text = await (await visitor.get(ready.export?.downloadUrl ?? '')).text();
    const document = JSON.parse(text) as { subscriptions: Record<string, unknown>[] };
    expect(document.subscriptions.find((row) => row.id === subscriptionId)).toMatchObject({
      payment_method: 'razorpay',
      saved_payment_method: { provider: 'razorpay', kind: 'upi_autopay_mandate', customer_id: 'cust_Export0000001', payment_method_id: 'token_Export000001' },
    });
    expect(text).not.toMatch(/vpa|@upi/);
  });

  it('serves an export only to its owner: another account gets 404 EXPORT_NOT_FOUND, a visitor 401', async () => {
    const owner = await registerVisitor(app, { label: 'gdpr-owner' });
    const other = await registerVisitor(app, { label: 'gdpr-other' });
    expect((await owner.visitor.post('/api/gdpr/export')).status).toBe(202);
    const ready = await waitForReadyExport(owner.visitor);
    const url = ready.export?.downloadUrl ?? '';

    const stranger = await other.visitor.get(url);
    expect(stranger.status).toBe(404);
    expect((await readErrorBody(stranger)).code).toBe('EXPORT_NOT_FOUND');
    expect((await new TestVisitor(app).get(url)).status).toBe(401);
    // The other account's own status knows nothing of it.
    const theirs = DataExportStatusResponse.parse(await (await other.visitor.get('/api/gdpr/export')).json());
    expect(theirs.export).toBeNull();
    expect(theirs.nextAllowedAt).toBeNull();
  });

  it('allows one export a day (409 EXPORT_TOO_SOON with the next time) and expires a ready one after 48 hours', async () => {
    const { visitor } = await registerVisitor(app, { label: 'gdpr-daily' });
    const first = DataExportStatusResponse.parse(await (await visitor.post('/api/gdpr/export')).json());
    const ready = await waitForReadyExport(visitor);

    const again = await visitor.post('/api/gdpr/export');
    expect(again.status).toBe(409);
    const refused = await readErrorBody(again);
    expect(refused.code).toBe('EXPORT_TOO_SOON');
    const nextAllowedAt = (refused.details as { nextAllowedAt: string }).nextAllowedAt;
    expect(Date.parse(nextAllowedAt) - Date.parse(first.export?.requestedAt ?? '')).toBe(24 * HOUR);
    expect(ready.nextAllowedAt).toBe(nextAllowedAt);

    clockOffsetMs = 25 * HOUR;
    expect((await visitor.get(ready.export?.downloadUrl ?? '')).status).toBe(200);
    clockOffsetMs = 49 * HOUR;
    const expired = await visitor.get(ready.export?.downloadUrl ?? '');
    expect(expired.status).toBe(410);
    expect((await readErrorBody(expired)).code).toBe('EXPORT_EXPIRED');
    const status = DataExportStatusResponse.parse(await (await visitor.get('/api/gdpr/export')).json());
    expect(status.export).toMatchObject({ id: first.export?.id, status: 'expired', downloadUrl: null });
    expect(status.nextAllowedAt).toBeNull();
    const row = await app.db
      .selectFrom('data_requests')
      .select(['payload'])
      .where('id', '=', first.export?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(row.payload).toBeNull();

    // A day later a new one may be asked for.
    expect((await visitor.post('/api/gdpr/export')).status).toBe(202);
  });

  it('makes one export of two requests sent at once: the same one while pending, 409 once it is ready', async () => {
    const { visitor, userId } = await registerVisitor(app, { label: 'gdpr-twice' });
    const answers = await Promise.all([visitor.post('/api/gdpr/export'), visitor.post('/api/gdpr/export')]);
    const rows = await app.db.selectFrom('data_requests').select('id').where('user_id', '=', userId).where('kind', '=', 'export').execute();
    expect(rows).toHaveLength(1);
    expect(answers.some((answer) => answer.status === 202)).toBe(true);
    for (const answer of answers) {
      // Which one depends on whether the background preparation finished between the two.
      if (answer.status === 202) expect(DataExportStatusResponse.parse(await answer.json()).export?.id).toBe(rows[0]?.id);
      else expect([answer.status, (await readErrorBody(answer)).code]).toEqual([409, 'EXPORT_TOO_SOON']);
    }
  });

  it('prepares an export left pending by a stopped server, at the next sweep or status read', async () => {
    const first = await registerVisitor(app, { label: 'gdpr-left-1' });
    const second = await registerVisitor(app, { label: 'gdpr-left-2' });
    const now = new Date().toISOString();
    const [leftA, leftB] = [randomUUID(), randomUUID()];
    await app.db
      .insertInto('data_requests')
      .values([
        { id: leftA, user_id: first.userId, kind: 'export', status: 'pending', requested_at: now, active_key: `${first.userId}:export`, attempts: 0 },
        { id: leftB, user_id: second.userId, kind: 'export', status: 'pending', requested_at: now, active_key: `${second.userId}:export`, attempts: 1 },
      ])
      .execute();

    const swept = await sweepDataRequests({ db: app.db, files: app.files, eraseAccount }, new Date());
    expect(swept.exportsPrepared).toBeGreaterThanOrEqual(2);
    const rows = await app.db.selectFrom('data_requests').select(['id', 'status', 'active_key']).where('id', 'in', [leftA, leftB]).execute();
    expect(rows.map((row) => [row.status, row.active_key])).toEqual([
      ['ready', null],
      ['ready', null],
    ]);

    // The server's hourly housekeeping job runs the same sweep.
    const fourth = await registerVisitor(app, { label: 'gdpr-left-4' });
    const leftD = randomUUID();
    await app.db
      .insertInto('data_requests')
      .values({ id: leftD, user_id: fourth.userId, kind: 'export', status: 'pending', requested_at: now, active_key: `${fourth.userId}:export` })
      .execute();
    await housekeepingSchedule(app.db, pino({ level: 'silent' }), async (at) => sweepDataRequests({ db: app.db, files: app.files, eraseAccount }, at)).run(
      new Date(),
    );
    expect((await app.db.selectFrom('data_requests').select('status').where('id', '=', leftD).executeTakeFirstOrThrow()).status).toBe('ready');

    const third = await registerVisitor(app, { label: 'gdpr-left-3' });
    const leftC = randomUUID();
    await app.db
      .insertInto('data_requests')
      .values({ id: leftC, user_id: third.userId, kind: 'export', status: 'pending', requested_at: now, active_key: `${third.userId}:export` })
      .execute();
    const status = DataExportStatusResponse.parse(await (await third.visitor.get('/api/gdpr/export')).json());
    expect(status.export).toMatchObject({ id: leftC, status: 'ready' });
  });
});

describe(`GDPR deletion on ${TEST_DATABASE_KIND}`, () => {
  it('needs the password: none → 403 PASSWORD_REQUIRED, wrong → 403 WRONG_PASSWORD, and nothing is scheduled', async () => {
    const { visitor, userId } = await registerVisitor(app, { label: 'gdpr-password' });
    const missing = await visitor.post('/api/gdpr/deletion', {});
    expect(missing.status).toBe(403);
    expect((await readErrorBody(missing)).code).toBe('PASSWORD_REQUIRED');
    const wrong = await visitor.post('/api/gdpr/deletion', { password: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect((await readErrorBody(wrong)).code).toBe('WRONG_PASSWORD');
    const bad = await visitor.post('/api/gdpr/deletion', { password: 42 });
    expect(bad.status).toBe(400);
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
    expect(await app.db.selectFrom('data_requests').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
  });

  it('answers 429 RATE_LIMITED after 5 wrong passwords in 15 minutes, even to the right one', async () => {
    const { visitor } = await registerVisitor(app, { label: 'gdpr-guess' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await visitor.post('/api/gdpr/deletion', { password: `guess-${attempt}` })).status).toBe(403);
    }
    const limited = await visitor.post('/api/gdpr/deletion', { password: 'guess-6' });
    expect(limited.status).toBe(429);
    expect((await readErrorBody(limited)).code).toBe('RATE_LIMITED');
  });

  it('schedules the erasure in 14 days and ends every session; signing in again cancels it and says so', async () => {
    const { visitor, email, userId } = await registerVisitor(app, { label: 'gdpr-delete' });
    const { visitor: otherBrowser } = await signIn(email);
    const accepted = await visitor.post('/api/gdpr/deletion', { password: TEST_PASSWORD });
    expect(accepted.status).toBe(202);
    const { deletion } = DataDeletionResponse.parse(await accepted.json());
    expect(deletion?.status).toBe('scheduled');
    expect(Date.parse(deletion?.scheduledFor ?? '') - Date.parse(deletion?.requestedAt ?? '')).toBe(14 * DAY);
    expect(visitor.sessionToken).toBeUndefined();
    expect(await app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
    expect((await otherBrowser.get('/api/auth/me')).status).toBe(401);

    const staffView = await visitorWithRoles(app, ['support']);
    const open = DataRequestsPage.parse(await (await staffView.visitor.get('/api/admin/data-requests?kind=deletion&status=scheduled')).json());
    expect(open.requests.find((request) => request.userId === userId)).toMatchObject({ status: 'scheduled', email });
    const home = AdminHome.parse(await (await staffView.visitor.get('/api/admin/home')).json());
    expect(home.todo.dataRequestsOpen).toBeGreaterThanOrEqual(1);

    clockOffsetMs = 13 * DAY;
    const back = await signIn(email);
    expect(back.response.status).toBe(200);
    expect(back.response.headers.get(DELETION_CANCELLED_HEADER)).toBe('signed-in');
    const after = DataDeletionResponse.parse(await (await back.visitor.get('/api/gdpr/deletion')).json());
    expect(after.deletion).toMatchObject({ id: deletion?.id, status: 'cancelled', cancelReason: 'signed_in' });

    // Past the 14 days nothing is erased: the request was cancelled.
    clockOffsetMs = 15 * DAY;
    await sweepDataRequests({ db: app.db, files: app.files, eraseAccount }, gdprNow());
    const user = await app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.email).toBe(email);
  });

  it('does not cancel a deletion whose 14 days are over when the owner signs in before the sweep: it is still erased', async () => {
    const { visitor, email, userId } = await registerVisitor(app, { label: 'gdpr-late' });
    expect((await visitor.post('/api/gdpr/deletion', { password: TEST_PASSWORD })).status).toBe(202);
    clockOffsetMs = 14 * DAY + 60_000;
    const late = await signIn(email);
    expect(late.response.status).toBe(200);
    expect(late.response.headers.get(DELETION_CANCELLED_HEADER)).toBeNull();
    expect((await late.visitor.request('/api/gdpr/deletion', { method: 'DELETE' })).status).toBe(404);
    expect((await sweepDataRequests({ db: app.db, files: app.files, eraseAccount }, gdprNow())).accountsErased).toBeGreaterThanOrEqual(1);
    const user = await app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.email).not.toBe(email);
    expect((await late.visitor.get('/api/auth/me')).status).toBe(401);
  });

  it('mails when an export is ready and when a deletion is scheduled, with a link to the profile', async () => {
    const { visitor, email } = await registerVisitor(app, { label: 'gdpr-mails' });
    expect((await visitor.post('/api/gdpr/export')).status).toBe(202);
    await eventually(
      async () => (await readOutbox(app.db, { to: email, limit: 10 })).some((mail) => mail.subject === 'Your Guardians data export is ready'),
      10_000,
    );
    expect((await visitor.post('/api/gdpr/deletion', { password: TEST_PASSWORD })).status).toBe(202);
    await eventually(
      async () => (await readOutbox(app.db, { to: email, limit: 10 })).some((mail) => mail.subject === 'Your Guardians account is scheduled for deletion'),
      10_000,
    );
    const mails = (await readOutbox(app.db, { to: email, limit: 10 })).filter((mail) => /export|deletion/.test(mail.subject));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain(`${app.url}/profile`);
  });

  it('erases a ready export with the account: its file goes at once, not at its 48 hours, and the last mail tells them', async () => {
    const { visitor, email, userId } = await registerVisitor(app, { label: 'gdpr-erased-export' });
    expect((await visitor.post('/api/gdpr/deletion', { password: TEST_PASSWORD })).status).toBe(202);
    // Signed in again once the 14 days are over: the erasure stands, and an export asked for now is ready before it runs.
    clockOffsetMs = 14 * DAY + 60_000;
    const late = await signIn(email);
    expect((await late.visitor.post('/api/gdpr/export')).status).toBe(202);
    const ready = await waitForReadyExport(late.visitor);
    const exportId = ready.export?.id ?? '';
    const before = await app.db.selectFrom('data_requests').select(['payload', 'file_key']).where('id', '=', exportId).executeTakeFirstOrThrow();
    // The document lives in the FileStore, in the account's folder; the database keeps its key only.
    expect(before.payload).toBeNull();
    expect(before.file_key).toBe(`accounts/${userId}/exports/${exportId}.json`);
    expect(Buffer.from((await app.files.get(before.file_key!))!.bytes).toString()).toContain(email);

    // The sweep as the hourly housekeeping runs it: the service's, whose follow-up jobs the app's worker runs.
    const logger = pino({ level: 'silent' });
    const queue = new EmbeddedJobQueue({ db: app.db, logger });
    const service = new GdprService({
      db: app.db,
      logger,
      limiter: new RateLimiter(app.db),
      files: app.files,
      jobs: queue,
      sendMail: mailSender(queue),
      eraseAccount,
    });
    expect((await service.sweepAt(gdprNow())).accountsErased).toBeGreaterThanOrEqual(1);
    const exports = await app.db
      .selectFrom('data_requests')
      .select(['id', 'status', 'payload', 'file_key'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'export')
      .execute();
    expect(exports).toEqual([{ id: exportId, status: 'expired', payload: null, file_key: null }]);
    await eventually(async () => (await app.files.get(before.file_key!)) === undefined, 10_000);
    await eventually(
      async () => (await readOutbox(app.db, { to: email, limit: 10 })).some((mail) => mail.subject === 'Your Guardians account has been deleted'),
      10_000,
    );
    await queue.close();
  });

  it('asks Stripe to delete an erased account’s customer after the erasure, which Stripe’s refusal never holds back', async () => {
    const stripe = await startFakeStripe(TEST_STRIPE_KEYS.secretKey);
    try {
      const card = new StripePaymentProvider(stripeClient({ ...TEST_STRIPE_KEYS, apiBase: stripe.url }));
      const { visitor, userId } = await registerVisitor(app, { label: 'gdpr-erased-card' });
      const customerId = await card.recurring.createCustomer({
        key: `gdpr-${userId}`,
        userId,
        subscriptionId: 'sub-gdpr',
        customer: { name: 'Asha Rao', contact: '9876543210' },
      });
      stripe.paymentMethods.push({ id: 'pm_gdpr_saved', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' }, customer: customerId });
      await subscriptionWithSavedPayment(visitor, customerId, 'pm_gdpr_saved');
      expect((await visitor.post('/api/gdpr/deletion', { password: TEST_PASSWORD })).status).toBe(202);
      clockOffsetMs = 14 * DAY + 60_000;

      const jobs = new RecordingQueue();
      const service = erasureSweep(jobs, { card: card.recurring });
      // Stripe down: the erasure is done all the same, and the deletion at Stripe waits in a job of its own.
      stripe.mode = 'down';
      expect((await service.sweepAt(gdprNow())).accountsErased).toBeGreaterThanOrEqual(1);
      expect(await app.db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
      const deletion = await app.db
        .selectFrom('data_requests')
        .select('status')
        .where('user_id', '=', userId)
        .where('kind', '=', 'deletion')
        .executeTakeFirstOrThrow();
      expect(deletion.status).toBe('completed');
      const asked = jobs.enqueued.filter((job) => job.name === 'gdpr.delete-payment-customer');
      expect(asked.map((job) => job.payload)).toEqual([{ customerId, method: 'card' }]);
      const deleteCustomer = jobs.handlers.get('gdpr.delete-payment-customer');
      // The job fails (the queue logs it and tries again later) …
      await expect(deleteCustomer?.(asked[0]?.payload, { id: 'job-1', attempt: 1 })).rejects.toThrow();
      expect(stripe.deletedCustomers).toEqual([]);
      // … and its next try deletes the customer, which detaches its saved card; a try after that finds it gone, done.
      stripe.mode = 'ok';
      await deleteCustomer?.(asked[0]?.payload, { id: 'job-1', attempt: 2 });
      expect(stripe.deletedCustomers).toEqual([customerId]);
      expect(stripe.customers.some((customer) => customer.id === customerId)).toBe(false);
      expect(stripe.paymentMethods.find((method) => method.id === 'pm_gdpr_saved')?.customer).toBeNull();
      await deleteCustomer?.(asked[0]?.payload, { id: 'job-1', attempt: 3 });
      expect(stripe.deletedCustomers).toEqual([customerId]);
    } finally {
      await stripe.close();
    }
  });

  it('asks Razorpay to delete an erased account’s UPI AutoPay mandates after the erasure, retried while Razorpay is down', async () => {
    const razorpay = await startFakeRazorpay(TEST_RAZORPAY_KEYS);
    try {
      const upi = new RazorpayPaymentProvider(new RazorpayClient({ ...TEST_RAZORPAY_KEYS, apiBase: razorpay.url }), TEST_RAZORPAY_KEYS.keySecret);
      const { visitor, userId } = await registerVisitor(app, { label: 'gdpr-erased-upi' });
      const customerId = await upi.recurring.createCustomer({
        key: `gdpr-${userId}`,
        userId,
        subscriptionId: 'sub-gdpr-upi',
        customer: { name: 'Asha Rao', contact: `98${userId.replace(/\D/g, '').slice(0, 8).padEnd(8, '0')}` },
      });
      const mandate = (id: string) => ({
        id,
        entity: 'token' as const,
        customer_id: customerId,
        method: 'upi' as const,
        recurring: true as const,
        recurring_details: { status: 'confirmed' as const, failure_reason: null },
        max_amount: 1_500_000,
        expired_at: 4_102_444_799,
        frequency: 'as_presented',
      });
      // The subscription's mandate, and an older one of the same customer the store never heard of: both go.
      razorpay.tokens.push(mandate('token_GdprSaved00001'), mandate('token_GdprOlder00001'));
      await subscriptionWithSavedPayment(visitor, customerId, 'token_GdprSaved00001', 'razorpay');
      expect((await visitor.post('/api/gdpr/deletion', { password: TEST_PASSWORD })).status).toBe(202);
      clockOffsetMs = 14 * DAY + 60_000;

      const jobs = new RecordingQueue();
      const service = erasureSweep(jobs, { razorpay: upi.recurring });
      razorpay.mode = 'down';
      expect((await service.sweepAt(gdprNow())).accountsErased).toBeGreaterThanOrEqual(1);
      const asked = jobs.enqueued.filter((job) => job.name === 'gdpr.delete-payment-customer');
      expect(asked.map((job) => job.payload)).toEqual([{ customerId, method: 'razorpay' }]);
      const deleteMandates = jobs.handlers.get('gdpr.delete-payment-customer');
      await expect(deleteMandates?.(asked[0]?.payload, { id: 'job-1', attempt: 1 })).rejects.toThrow();
      expect(razorpay.deletedTokens).toEqual([]);
      razorpay.mode = 'ok';
      await deleteMandates?.(asked[0]?.payload, { id: 'job-1', attempt: 2 });
      expect(razorpay.deletedTokens).toEqual(['token_GdprSaved00001', 'token_GdprOlder00001']);
      expect(razorpay.tokens.filter((token) => token.customer_id === customerId)).toEqual([]);
      await deleteMandates?.(asked[0]?.payload, { id: 'job-1', attempt: 3 });
      expect(razorpay.deletedTokens).toHaveLength(2);
    } finally {
      await razorpay.close();
    }
  });

  it('never prepares an export still pending when its account is erased', async () => {
    const { userId } = await registerVisitor(app, { label: 'gdpr-erased-pending' });
    const now = new Date();
    const exportId = randomUUID();
    await app.db
      .insertInto('data_requests')
      .values([
        { id: exportId, user_id: userId, kind: 'export', status: 'pending', requested_at: now.toISOString(), active_key: `${userId}:export` },
        {
          id: randomUUID(),
          user_id: userId,
          kind: 'deletion',
          status: 'scheduled',
          requested_at: new Date(now.getTime() - 14 * DAY - HOUR).toISOString(),
          scheduled_for: new Date(now.getTime() - HOUR).toISOString(),
          active_key: `${userId}:deletion`,
        },
      ])
      .execute();

    expect(await eraseDueAccounts(app.db, now, eraseAccount)).toBeGreaterThanOrEqual(1);
    await prepareExport({ db: app.db, files: app.files }, exportId, now);
    const row = await app.db.selectFrom('data_requests').select(['status', 'payload', 'active_key']).where('id', '=', exportId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', payload: null, active_key: null });
  });

  it('cancels a scheduled deletion with DELETE while signed in, and 404 NO_DELETION_SCHEDULED when none is', async () => {
    const { visitor, userId } = await registerVisitor(app, { label: 'gdpr-cancel' });
    const id = randomUUID();
    const now = new Date();
    await app.db
      .insertInto('data_requests')
      .values({
        id,
        user_id: userId,
        kind: 'deletion',
        status: 'scheduled',
        requested_at: now.toISOString(),
        scheduled_for: new Date(now.getTime() + 14 * DAY).toISOString(),
        active_key: `${userId}:deletion`,
      })
      .execute();
    const cancelled = await visitor.request('/api/gdpr/deletion', { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(DataDeletionResponse.parse(await cancelled.json()).deletion).toMatchObject({ id, status: 'cancelled', cancelReason: 'user' });
    const none = await visitor.request('/api/gdpr/deletion', { method: 'DELETE' });
    expect(none.status).toBe(404);
    expect((await readErrorBody(none)).code).toBe('NO_DELETION_SCHEDULED');
  });

  it('erases personal data after 14 days and keeps the orders and the wallet ledger balanced', async () => {
    const customer = await customerWithEverything();
    const { userId, email } = customer;
    const sumBefore = await walletSum(userId);
    expect(sumBefore).not.toBe(0);
    const ordersBefore = await app.db.selectFrom('orders').select(['id', 'total', 'status']).where('user_id', '=', userId).execute();
    expect((await customer.visitor.post('/api/gdpr/deletion', { password: TEST_PASSWORD })).status).toBe(202);

    // Not yet at 13 days.
    expect((await sweepDataRequests({ db: app.db, files: app.files, eraseAccount }, new Date(Date.now() + 13 * DAY))).accountsErased).toBe(0);
    expect((await app.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email).toBe(email);

    const swept = await sweepDataRequests({ db: app.db, files: app.files, eraseAccount }, new Date(Date.now() + 14 * DAY + HOUR));
    expect(swept.accountsErased).toBeGreaterThanOrEqual(1);

    const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: erasedEmail(userId), display_name: '', password_hash: null, firebase_uid: null, photo_url: null });
    const { db } = app;
    const count = async (table: 'addresses' | 'assessments' | 'chat_messages' | 'wellness_reflections' | 'product_reviews' | 'user_roles' | 'sessions') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n;
    for (const table of ['addresses', 'assessments', 'chat_messages', 'wellness_reflections', 'product_reviews', 'user_roles', 'sessions'] as const) {
      expect(Number(await count(table)), table).toBe(0);
    }
    const contactLeft = await db
      .selectFrom('contact_messages')
      .select('id')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email.toLowerCase())]))
      .execute();
    expect(contactLeft, 'contact messages').toHaveLength(0);
    for (const table of ['care_plans', 'care_medicines', 'care_access_log', 'lab_orders'] as const) {
      const rows = await db.selectFrom(table).select('id').where('customer_id', '=', userId).execute();
      expect(rows, table).toHaveLength(0);
    }
    expect(await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).execute(), 'subscriptions').toHaveLength(0);
    const careConsents = await db.selectFrom('care_consents').select(['revoked_at']).where('customer_id', '=', userId).execute();
    expect(careConsents.every((consent) => consent.revoked_at !== null)).toBe(true);
    const consents = await db.selectFrom('consent_records').select(['user_email', 'ip_address', 'user_agent']).where('user_id', '=', userId).execute();
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((record) => record.user_email === null && record.ip_address === null && record.user_agent === null)).toBe(true);

    // The books: the same orders with the same totals, names and streets gone; the ledger's sum unchanged.
    const ordersAfter = await db
      .selectFrom('orders')
      .select(['id', 'total', 'status', 'ship_name', 'ship_line1', 'ship_phone', 'ship_country'])
      .where('user_id', '=', userId)
      .execute();
    expect(ordersAfter.map(({ id, total, status }) => ({ id, total, status }))).toEqual(ordersBefore);
    expect(
      ordersAfter.every((order) => order.ship_name === ERASED_NAME && order.ship_line1 === '' && order.ship_phone === '' && order.ship_country === 'IN'),
    ).toBe(true);
    expect(await walletSum(userId)).toBe(sumBefore);

    const request = await db
      .selectFrom('data_requests')
      .select(['status', 'completed_at', 'active_key'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'deletion')
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'completed', active_key: null });
    expect(request.completed_at).not.toBeNull();
    // The old email and password sign nobody in.
    expect((await signIn(email)).response.status).toBe(401);
    // The practitioner's account is untouched.
    expect((await db.selectFrom('users').select('email').where('id', '=', customer.practitioner.userId).executeTakeFirstOrThrow()).email).toBe(
      customer.practitioner.email,
    );
  });

  it('asks accounts without a password for a sign-in at most 5 minutes old', async () => {
    const demo = new TestVisitor(app, { address: '203.0.113.77' });
    expect((await demo.post('/api/auth/demo')).status).toBe(200);
    clockOffsetMs = 10 * 60 * 1000;
    const stale = await demo.post('/api/gdpr/deletion', {});
    expect(stale.status).toBe(403);
    expect((await readErrorBody(stale)).code).toBe('REAUTHENTICATION_REQUIRED');
    clockOffsetMs = 60 * 1000;
    expect((await demo.post('/api/gdpr/deletion', {})).status).toBe(202);
    // Signed out by the request: the session probe answers that nobody is signed in.
    const me = await demo.get('/api/auth/me');
    expect(me.status === 401 || ((await me.json()) as { user: unknown }).user === null).toBe(true);
  });

  it('refuses self-service deletion to staff and partner accounts (409 STAFF_OR_PARTNER_ACCOUNT)', async () => {
    for (const roles of [['support'], ['doctor']] as const) {
      const { visitor } = await visitorWithRoles(app, roles);
      const refused = await visitor.post('/api/gdpr/deletion', { password: TEST_PASSWORD });
      expect(refused.status).toBe(409);
      expect((await readErrorBody(refused)).code).toBe('STAFF_OR_PARTNER_ACCOUNT');
    }
  });
});

describe(`the consent ledger and data requests on ${TEST_DATABASE_KIND}`, () => {
  it('lists cookie choices and care consents granted and withdrawn, filtered by type, status and date, paged', async () => {
    const customer = await registerVisitor(app, { label: 'ledger-customer' });
    const practitioner = await visitorWithRoles(app, ['nutritionist']);
    const { db } = app;
    const marketingIds = [randomUUID(), randomUUID(), randomUUID()];
    await db
      .insertInto('consent_records')
      .values(
        marketingIds.map((id, index) => ({
          id,
          user_id: customer.userId,
          user_email: customer.email,
          consent_type: 'marketing',
          granted: index === 2 ? 0 : 1,
          data_source: 'cookie_banner',
          form_type: null,
          ip_address: '198.51.100.7',
          user_agent: 'test',
          session_id: 's1',
          created_at: `2020-03-0${index + 1}T10:00:00.000Z`,
        })),
      )
      .execute();
    const careId = randomUUID();
    await db
      .insertInto('care_consents')
      .values({
        id: careId,
        customer_id: customer.userId,
        practitioner_user_id: practitioner.userId,
        expert_id: null,
        scopes: 'assessments',
        created_at: '2020-03-02T12:00:00.000Z',
        updated_at: '2020-03-04T09:00:00.000Z',
        revoked_at: '2020-03-04T09:00:00.000Z',
      })
      .execute();
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const read = async (query: string) => {
      const response = await support.get(`/api/admin/consents?${query}`);
      expect(response.status, query).toBe(200);
      return ConsentLedgerPage.parse(await response.json());
    };

    const march = await read('from=2020-03-01&to=2020-03-31&pageSize=10');
    expect(march.total).toBe(5);
    expect(march.entries.map((entry) => entry.at)).toEqual([
      '2020-03-04T09:00:00.000Z',
      '2020-03-03T10:00:00.000Z',
      '2020-03-02T12:00:00.000Z',
      '2020-03-02T10:00:00.000Z',
      '2020-03-01T10:00:00.000Z',
    ]);
    expect(march.entries[0]).toMatchObject({ id: `${careId}:withdrawn`, source: 'care', type: 'care', status: 'withdrawn', email: customer.email, ip: null });
    expect(march.entries[0]?.detail).toBe(`Practitioner ${practitioner.email}: assessments`);

    expect((await read('from=2020-03-01&to=2020-03-31&type=marketing')).total).toBe(3);
    expect((await read('from=2020-03-01&to=2020-03-31&type=marketing&status=withdrawn')).entries.map((entry) => entry.id)).toEqual([marketingIds[2]]);
    expect((await read('from=2020-03-01&to=2020-03-31&type=care&status=granted')).entries.map((entry) => entry.id)).toEqual([`${careId}:granted`]);
    expect((await read('from=2020-03-02&to=2020-03-02')).total).toBe(2);
    const page2 = await read('from=2020-03-01&to=2020-03-31&pageSize=2&page=2');
    expect(page2.entries.map((entry) => entry.at)).toEqual(['2020-03-02T12:00:00.000Z', '2020-03-02T10:00:00.000Z']);

    const bad = await support.get('/api/admin/consents?type=everything&from=2020-03-05&to=2020-03-01');
    expect(bad.status).toBe(400);
    expect((await readErrorBody(bad)).code).toBe('VALIDATION_FAILED');
  });

  it('streams the same filter as an escaped CSV attachment and audits the download', async () => {
    const { db } = app;
    const tricky = { id: randomUUID(), source: '=HYPERLINK("http://evil")', email: 'quote"comma,@example.com' };
    await db
      .insertInto('consent_records')
      .values({
        id: tricky.id,
        user_id: null,
        user_email: tricky.email,
        consent_type: 'personalization',
        granted: 1,
        data_source: tricky.source,
        form_type: null,
        ip_address: '192.0.2.1',
        user_agent: null,
        session_id: 's2',
        created_at: '2019-06-15T08:30:00.000Z',
      })
      .execute();
    const { visitor: admin, email: adminEmail, userId: adminId } = await visitorWithRoles(app, ['admin']);
    const response = await admin.get('/api/admin/consents.csv?from=2019-06-01&to=2019-06-30&type=personalization&pageSize=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="?consent-ledger-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const csv = await response.text();
    expect(csv).toBe(
      'at,source,type,status,user_id,email,detail,ip,id\r\n' +
        `2019-06-15T08:30:00.000Z,cookie,personalization,granted,,"quote""comma,@example.com","'=HYPERLINK(""http://evil"")",192.0.2.1,${tricky.id}\r\n`,
    );

    const audit = AuditPage.parse(await (await admin.get(`/api/admin/audit?actor=${adminId}&action=consents.exported`)).json());
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ actor: { id: adminId, email: adminEmail }, entityType: 'consent_ledger', entityId: 'csv' });
    expect(audit.entries[0]?.summary).toContain('1 entries');
  });

  it('writes CSV cells as RFC 4180 with formula starts defused', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe('-2');
    expect(csvRow(['a', 1, true])).toBe('a,1,true\r\n');
  });

  it('lists data requests with their status for staff, newest first, filtered by kind and status', async () => {
    const { visitor, userId, email } = await registerVisitor(app, { label: 'requests-list' });
    expect((await visitor.post('/api/gdpr/export')).status).toBe(202);
    await waitForReadyExport(visitor);
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const page = DataRequestsPage.parse(await (await support.get('/api/admin/data-requests?kind=export&status=ready&pageSize=100')).json());
    expect(page.requests.find((request) => request.userId === userId)).toMatchObject({ kind: 'export', status: 'ready', email });
    expect(page.requests.every((request) => request.kind === 'export' && request.status === 'ready')).toBe(true);
    expect((await support.get('/api/admin/data-requests?status=nonsense')).status).toBe(400);
  });
});

describe(`who may call the GDPR and data-collection endpoints on ${TEST_DATABASE_KIND}`, () => {
  it('publishes every endpoint it serves', () => {
    const paths = API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'post /api/gdpr/export',
        'get /api/gdpr/export',
        'get /api/gdpr/export/{id}/download',
        'get /api/gdpr/deletion',
        'post /api/gdpr/deletion',
        'delete /api/gdpr/deletion',
        'get /api/admin/consents',
        'get /api/admin/consents.csv',
        'get /api/admin/data-requests',
      ]),
    );
  });

  it('answers 401 UNAUTHENTICATED to visitors on every self-service endpoint', async () => {
    const visitor = new TestVisitor(app);
    expect(GDPR_PATHS.length).toBe(6);
    for (const endpoint of GDPR_PATHS) {
      const response = await send(visitor, endpoint.method, endpoint.path);
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect((await readErrorBody(response)).code).toBe('UNAUTHENTICATED');
    }
  });

  it('keeps the ledger and data requests for staff: 401 visitors, 403 customers and partners, 200 admin and support', async () => {
    const visitor = new TestVisitor(app);
    const { visitor: customer } = await registerVisitor(app);
    const { visitor: practitioner } = await visitorWithRoles(app, ['doctor']);
    const { visitor: brand } = await visitorWithRoles(app, ['brand_partner']);
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const { visitor: admin } = await visitorWithRoles(app, ['admin']);
    for (const path of STAFF_PATHS) {
      expect((await visitor.get(path)).status, path).toBe(401);
      for (const outsider of [customer, practitioner, brand]) {
        const response = await outsider.get(path);
        expect(response.status, path).toBe(403);
        expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
      }
      expect((await support.get(path)).status, path).toBe(200);
      expect((await admin.get(path)).status, path).toBe(200);
    }
  });
});
