// The strategy dashboard's API (issue 16) against a seeded, known set of rows in 2020 (long before anything the
// test accounts create), on SQLite and PostgreSQL: exact KPIs across a month boundary, the previous period, the
// daily series per local day (an order at 23:30 UTC lands on the next day in Asia/Kolkata), who may read, bad
// ranges and zones, and the CSV.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { KpiReport } from '@common/contracts/admin-kpis';
import { localDateOf } from '@common/kpi-range';
import { registerVisitor, visitorWithRoles } from '../../test/accounts-helpers';
import { insertTestProduct } from '../../test/commerce-helpers';
import { practitionerWithProfile } from '../../test/practitioner-helpers';
import { readErrorBody, TEST_DATABASE_KIND } from '../../test/test-context';
import type { TestVisitor } from '../../test/test-visitor';
import { TestVisitor as Visitor } from '../../test/test-visitor';
import { useTestApp } from '../../test/use-test-app';
import { csvField } from './kpis-csv';

const app = useTestApp({ accounts: { accountCreationsPerAddress: { max: 10_000, windowMs: 60_000 } } });

const ids = { u1: randomUUID(), u2: randomUUID(), u3: randomUUID(), u4: randomUUID(), staff: randomUUID() };
let admin: TestVisitor;
let productA = '';
let productB = '';

/** An account as the store makes them: `roles` as granted, `seeded` by the seed (reviewers, experts, development). */
async function insertUser(id: string, createdAt: string, account: { roles?: string[]; seeded?: boolean } = {}): Promise<void> {
  const roles = account.roles ?? [];
  await app.db
    .insertInto('users')
    .values({
      id,
      uid: id,
      email: `${id}@kpi.test`,
      display_name: 'KPI test',
      photo_url: null,
      password_hash: null,
      auth_provider: roles.includes('demo') ? 'demo' : 'simple',
      is_demo: roles.includes('demo') ? 1 : 0,
      is_seeded: account.seeded ? 1 : 0,
      firebase_uid: null,
      created_at: createdAt,
    })
    .execute();
  for (const role of roles) await app.db.insertInto('user_roles').values({ user_id: id, role, created_at: createdAt }).execute();
}

async function insertSession(userId: string, createdAt: string): Promise<void> {
  await app.db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: userId,
      created_at: createdAt,
      expires_at: new Date(Date.parse(createdAt) + 30 * 86_400_000).toISOString(),
      last_seen: createdAt,
    })
    .execute();
}

async function insertOrder(
  userId: string,
  createdAt: string,
  fields: { total: number; currency: string; status: string; lines: { productId: string; quantity: number; lineTotal: number }[] },
): Promise<void> {
  const id = randomUUID();
  await app.db
    .insertInto('orders')
    .values({
      id,
      user_id: userId,
      idempotency_key: id,
      request_fingerprint: id,
      status: fields.status,
      subtotal: fields.total,
      discount: 0,
      total: fields.total,
      currency: fields.currency,
      promo_code: null,
      first_order_promo_user_id: null,
      attribution_ref: null,
      attribution_guardian: null,
      attribution_product: null,
      payment_provider: 'cod',
      payment_reference: id,
      reward_coins: 0,
      created_at: createdAt,
      payment_method: 'cod',
      paid_at: null,
      payment_client_secret: null,
      coins_redeemed: 0,
      coins_value: 0,
      delivery_method: 'standard',
      delivery_fee: 0,
      delivery_from: '2020-01-01',
      delivery_to: '2020-01-05',
      tax_label: 'GST',
      tax_rate_bp: 0,
      tax_included: 1,
      tax_amount: 0,
      ship_name: 'Asha Rao',
      ship_phone: '+91 98765 43210',
      ship_line1: '12 MG Road',
      ship_line2: '',
      ship_city: 'Bengaluru',
      ship_region: 'Karnataka',
      ship_postal_code: '560001',
      ship_country: 'IN',
    })
    .execute();
  for (const [position, line] of fields.lines.entries()) {
    await app.db
      .insertInto('order_lines')
      .values({
        id: randomUUID(),
        order_id: id,
        position,
        product_id: line.productId,
        product_slug: line.productId,
        product_name: line.productId === productA ? 'Alpha Tonic' : 'Beta Drops',
        image: '/resources/products/brand-immuno.svg',
        quantity: line.quantity,
        unit_price: Math.round(line.lineTotal / line.quantity),
        original_unit_price: Math.round(line.lineTotal / line.quantity),
        line_total: line.lineTotal,
      })
      .execute();
  }
}

async function insertAssessment(userId: string | null, type: string, createdAt: string): Promise<void> {
  await app.db
    .insertInto('assessments')
    .values({
      id: randomUUID(),
      user_id: userId,
      email: `${randomUUID()}@kpi.test`,
      type,
      answers: '{}',
      score_angio: 1,
      score_regenera: 1,
      score_genomica: 1,
      score_biome: 1,
      score_immuno: 1,
      primary_guardian: 'angio',
      secondary_guardian: 'biome',
      created_at: createdAt,
    })
    .execute();
}

async function insertChatQuestion(userId: string, level: string | null, createdAt: string): Promise<void> {
  const row = { user_id: userId, guardian_id: 'angio', text: 'A question', products: '[]', created_at: createdAt };
  await app.db
    .insertInto('chat_messages')
    .values([
      { ...row, id: randomUUID(), sender: 'user', position: 0, triage_level: level },
      { ...row, id: randomUUID(), sender: 'guardian', position: 1, triage_level: null },
    ])
    .execute();
  // What the chat service records for every question: the KPIs count these.
  await app.db
    .insertInto('chat_triage_events')
    .values({ id: randomUUID(), guardian_id: 'angio', asker: 'customer', triage_level: level, created_at: createdAt })
    .execute();
}

async function insertCoins(userId: string, amount: number, createdAt: string): Promise<void> {
  const id = randomUUID();
  await app.db
    .insertInto('wallet_ledger')
    .values({
      id,
      user_id: userId,
      amount,
      reward_type: amount > 0 ? 'test_credit' : 'order_redemption',
      description: 'KPI test',
      idempotency_key: id,
      created_at: createdAt,
    })
    .execute();
}

async function insertConsultation(
  expert: { expertId: string; userId: string },
  fields: { createdAt: string; startsAt: string; status: string },
): Promise<void> {
  const endsAt = new Date(Date.parse(fields.startsAt) + 30 * 60_000).toISOString();
  await app.db
    .insertInto('consultations')
    .values({
      id: randomUUID(),
      expert_id: expert.expertId,
      expert_user_id: expert.userId,
      customer_user_id: ids.u1,
      starts_at: fields.startsAt,
      ends_at: endsAt,
      status: fields.status,
      active_slot_key: fields.status === 'booked' ? `${expert.expertId}@${fields.startsAt}` : null,
      price: 50_000,
      currency: 'INR',
      notes: null,
      created_at: fields.createdAt,
      updated_at: fields.createdAt,
      cancelled_at: null,
    })
    .execute();
}

async function insertLabOrder(createdAt: string): Promise<void> {
  await app.db
    .insertInto('lab_orders')
    .values({
      id: randomUUID(),
      customer_id: ids.u1,
      lab_id: null,
      ordered_by_user_id: null,
      source: 'kit',
      shop_order_id: null,
      tests: 'vitamin_d_25oh',
      status: 'ordered',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

async function kpis(visitor: TestVisitor, query: string): Promise<KpiReport> {
  const response = await visitor.get(`/api/admin/kpis?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return KpiReport.parse(await response.json());
}

beforeAll(async () => {
  ({ visitor: admin } = await visitorWithRoles(app, ['admin']));
  productA = (await insertTestProduct(app)).id;
  productB = (await insertTestProduct(app)).id;
  const expert = await practitionerWithProfile(app);

  await insertUser(ids.u1, '2020-01-30T10:00:00.000Z');
  await insertUser(ids.u2, '2020-02-01T23:30:00.000Z');
  await insertUser(ids.u3, '2020-01-27T09:00:00.000Z');
  await insertUser(ids.u4, '2019-12-01T09:00:00.000Z');
  await insertUser(ids.staff, '2020-01-31T08:00:00.000Z', { roles: ['support'] });

  // Current period (UTC 2020-01-30 … 2020-02-02) and the previous one (2020-01-26 … 2020-01-29).
  await insertOrder(ids.u1, '2020-01-30T12:00:00.000Z', {
    total: 10_000,
    currency: 'INR',
    status: 'paid',
    lines: [
      { productId: productA, quantity: 2, lineTotal: 6_000 },
      { productId: productB, quantity: 1, lineTotal: 4_000 },
    ],
  });
  await insertOrder(ids.u2, '2020-02-02T23:30:00.000Z', {
    total: 5_000,
    currency: 'INR',
    status: 'delivered',
    lines: [{ productId: productA, quantity: 1, lineTotal: 5_000 }],
  });
  await insertOrder(ids.u1, '2020-01-31T23:30:00.000Z', {
    total: 2_000,
    currency: 'USD',
    status: 'paid',
    lines: [{ productId: productB, quantity: 3, lineTotal: 2_000 }],
  });
  await insertOrder(ids.u3, '2020-02-01T01:00:00.000Z', {
    total: 7_000,
    currency: 'INR',
    status: 'cancelled',
    lines: [{ productId: productA, quantity: 5, lineTotal: 7_000 }],
  });
  await insertOrder(ids.u3, '2020-01-28T10:00:00.000Z', {
    total: 3_000,
    currency: 'INR',
    status: 'paid',
    lines: [{ productId: productB, quantity: 1, lineTotal: 3_000 }],
  });

  await insertAssessment(ids.u1, 'full', '2020-01-30T11:00:00.000Z');
  await insertAssessment(null, 'quick', '2020-02-01T10:00:00.000Z');
  await insertAssessment(ids.u2, 'full', '2020-02-02T08:00:00.000Z');
  await insertAssessment(ids.u3, 'quick', '2020-01-27T10:00:00.000Z');

  await insertChatQuestion(ids.u1, 'none', '2020-01-30T13:00:00.000Z');
  await insertChatQuestion(ids.u2, null, '2020-01-31T10:00:00.000Z');
  await insertChatQuestion(ids.u2, 'caution', '2020-02-01T14:00:00.000Z');
  await insertChatQuestion(ids.u1, 'emergency', '2020-02-02T10:00:00.000Z');
  await insertChatQuestion(ids.u3, 'crisis', '2020-01-29T10:00:00.000Z');

  await insertCoins(ids.u1, 100, '2020-01-20T10:00:00.000Z');
  await insertCoins(ids.u1, 50, '2020-01-30T10:00:00.000Z');
  await insertCoins(ids.u1, -30, '2020-02-01T10:00:00.000Z');
  await insertCoins(ids.u2, 20, '2020-02-02T23:00:00.000Z');
  await insertCoins(ids.u3, 40, '2020-01-27T10:00:00.000Z');
  await insertCoins(ids.u3, -10, '2020-01-28T10:00:00.000Z');

  // u4 only signed in during the range; the support account did too but is staff.
  for (const userId of [ids.u4, ids.staff]) await insertSession(userId, '2020-02-01T12:00:00.000Z');

  await insertConsultation(expert, { createdAt: '2020-01-30T09:00:00.000Z', startsAt: '2020-02-01T10:00:00.000Z', status: 'completed' });
  await insertConsultation(expert, { createdAt: '2020-01-31T09:00:00.000Z', startsAt: '2020-02-05T10:00:00.000Z', status: 'booked' });
  await insertConsultation(expert, { createdAt: '2020-01-25T09:00:00.000Z', startsAt: '2020-01-31T10:00:00.000Z', status: 'no_show' });
  await insertConsultation(expert, { createdAt: '2020-01-28T09:00:00.000Z', startsAt: '2020-01-29T10:00:00.000Z', status: 'completed' });

  await insertLabOrder('2020-01-31T09:00:00.000Z');
  await insertLabOrder('2020-01-26T09:00:00.000Z');
});

describe(`the strategy KPIs on ${TEST_DATABASE_KIND}`, () => {
  it('counts every KPI of a range across a month boundary, and the previous period of equal length, in UTC', async () => {
    const report = await kpis(admin, 'from=2020-01-30&to=2020-02-02&compare=previous');
    expect(report.timeZone).toBe('UTC');
    expect(report.range).toEqual({ from: '2020-01-30', to: '2020-02-02', days: 4, fromAt: '2020-01-30T00:00:00.000Z', beforeAt: '2020-02-03T00:00:00.000Z' });
    expect(report.previousRange).toEqual({
      from: '2020-01-26',
      to: '2020-01-29',
      days: 4,
      fromAt: '2020-01-26T00:00:00.000Z',
      beforeAt: '2020-01-30T00:00:00.000Z',
    });
    expect(report.current).toEqual({
      signUps: 2,
      activeCustomers: 4,
      assessments: {
        total: 3,
        byType: [
          { type: 'full', count: 2 },
          { type: 'quick', count: 1 },
        ],
      },
      orders: 4,
      revenue: [
        { currency: 'INR', amount: 15_000, orders: 2, averageOrderValue: 7_500 },
        { currency: 'USD', amount: 2_000, orders: 1, averageOrderValue: 2_000 },
      ],
      coins: { issued: 70, redeemed: 30, outstanding: 170 },
      chat: { messages: 4, triage: { none: 1, caution: 1, check: 0, urgent: 0, emergency: 1, crisis: 0, notRecorded: 1 } },
      consultations: { booked: 2, completed: 1, noShow: 1 },
      labOrders: 1,
    });
    expect(report.previous).toEqual({
      signUps: 1,
      activeCustomers: 1,
      assessments: { total: 1, byType: [{ type: 'quick', count: 1 }] },
      orders: 1,
      revenue: [{ currency: 'INR', amount: 3_000, orders: 1, averageOrderValue: 3_000 }],
      coins: { issued: 40, redeemed: 10, outstanding: 130 },
      chat: { messages: 1, triage: { none: 0, caution: 0, check: 0, urgent: 0, emergency: 0, crisis: 1, notRecorded: 0 } },
      consultations: { booked: 1, completed: 1, noShow: 0 },
      labOrders: 1,
    });
    expect(report.series).toEqual([
      { date: '2020-01-30', orders: 1, signUps: 1, revenue: [{ currency: 'INR', amount: 10_000 }] },
      // The support account made that day is staff, not a customer's sign-up.
      { date: '2020-01-31', orders: 1, signUps: 0, revenue: [{ currency: 'USD', amount: 2_000 }] },
      { date: '2020-02-01', orders: 1, signUps: 1, revenue: [] },
      { date: '2020-02-02', orders: 1, signUps: 0, revenue: [{ currency: 'INR', amount: 5_000 }] },
    ]);
    // The cancelled order's five units of Alpha are not sales.
    expect(report.topProducts).toEqual([
      { productId: productA, name: 'Alpha Tonic', currency: 'INR', units: 3, revenue: 11_000 },
      { productId: productB, name: 'Beta Drops', currency: 'USD', units: 3, revenue: 2_000 },
      { productId: productB, name: 'Beta Drops', currency: 'INR', units: 1, revenue: 4_000 },
    ]);
  });

  it('counts real customers only as sign-ups and active customers: no seeded, demo, staff, practitioner, lab or brand partner account', async () => {
    const day = '2020-06-10';
    const at = (time: string) => `${day}T${time}:00.000Z`;
    const customer = randomUUID();
    const others: [string, { roles?: string[]; seeded?: boolean }][] = [
      ['a seeded reviewer', { roles: ['customer'], seeded: true }],
      ['a development practitioner', { roles: ['doctor'], seeded: true }],
      ['a seeded expert', { roles: ['nutritionist'], seeded: true }],
      ['a customer made a practitioner', { roles: ['customer', 'health_coach'] }],
      ['a lab', { roles: ['lab'] }],
      ['a brand partner', { roles: ['customer', 'brand_partner'] }],
      ['a demo visitor', { roles: ['demo'] }],
      ['an admin', { roles: ['admin'] }],
    ];
    await insertUser(customer, at('08:00'), { roles: ['customer'] });
    await insertSession(customer, at('09:00'));
    for (const [, account] of others) {
      const id = randomUUID();
      await insertUser(id, at('08:00'), account);
      // Each of them also signs in, places an order and asks the guardians a question that day.
      await insertSession(id, at('09:00'));
      await insertOrder(id, at('10:00'), { total: 1_000, currency: 'INR', status: 'paid', lines: [{ productId: productA, quantity: 1, lineTotal: 1_000 }] });
    }
    const report = await kpis(admin, `from=${day}&to=${day}`);
    expect(report.current).toMatchObject({ signUps: 1, activeCustomers: 1, orders: others.length });
    expect(report.series).toEqual([expect.objectContaining({ date: day, signUps: 1 })]);
  });

  it('starts each day at local midnight of the chosen zone: 23:30 UTC is the next day in Asia/Kolkata', async () => {
    const report = await kpis(admin, 'from=2020-01-30&to=2020-02-02&tz=Asia/Kolkata');
    expect(report.timeZone).toBe('Asia/Kolkata');
    expect(report.range.fromAt).toBe('2020-01-29T18:30:00.000Z');
    expect(report.range.beforeAt).toBe('2020-02-02T18:30:00.000Z');
    expect(report.previous).toBeNull();
    expect(report.previousRange).toBeNull();
    // The INR order of 2 February 23:30 UTC is 3 February in India: outside the range.
    expect(report.current.orders).toBe(3);
    expect(report.current.revenue).toEqual([
      { currency: 'INR', amount: 10_000, orders: 1, averageOrderValue: 10_000 },
      { currency: 'USD', amount: 2_000, orders: 1, averageOrderValue: 2_000 },
    ]);
    expect(report.current.coins).toEqual({ issued: 50, redeemed: 30, outstanding: 150 });
    expect(report.series).toEqual([
      { date: '2020-01-30', orders: 1, signUps: 1, revenue: [{ currency: 'INR', amount: 10_000 }] },
      { date: '2020-01-31', orders: 0, signUps: 0, revenue: [] },
      // The USD order of 31 January 23:30 UTC and the cancelled one of 1 February 01:00 UTC.
      { date: '2020-02-01', orders: 2, signUps: 0, revenue: [{ currency: 'USD', amount: 2_000 }] },
      // The sign-up of 1 February 23:30 UTC.
      { date: '2020-02-02', orders: 0, signUps: 1, revenue: [] },
    ]);
  });

  it('gives a daylight-saving day its 23 hours, and reads the same figures whichever way the zone is written', async () => {
    const report = await kpis(admin, 'from=2020-03-08&to=2020-03-08&tz=America/New_York');
    expect(report.range).toMatchObject({ days: 1, fromAt: '2020-03-08T05:00:00.000Z', beforeAt: '2020-03-09T04:00:00.000Z' });
    expect((await kpis(admin, 'from=2020-01-30&to=2020-02-02&tz=utc')).timeZone).toBe('UTC');
  });

  it('reads the last 28 days up to today in the zone when no range is given', async () => {
    const report = await kpis(admin, 'tz=Pacific/Kiritimati');
    expect(report.range.days).toBe(28);
    expect([localDateOf(new Date(Date.now() - 60_000), 'Pacific/Kiritimati'), localDateOf(new Date(), 'Pacific/Kiritimati')]).toContain(report.range.to);
    expect(report.series).toHaveLength(28);
  });

  it('lets admin and support read the KPIs and their CSV, and refuses visitors, customers and partners', async () => {
    const { visitor: support } = await visitorWithRoles(app, ['support']);
    const { visitor: customer } = await registerVisitor(app);
    const { visitor: practitioner } = await visitorWithRoles(app, ['doctor']);
    const { visitor: brand } = await visitorWithRoles(app, ['brand_partner']);
    for (const path of ['/api/admin/kpis?from=2020-01-30&to=2020-02-02', '/api/admin/kpis.csv?from=2020-01-30&to=2020-02-02']) {
      expect((await support.get(path)).status, path).toBe(200);
      expect((await admin.get(path)).status, path).toBe(200);
      expect((await new Visitor(app).get(path)).status, path).toBe(401);
      for (const outsider of [customer, practitioner, brand]) {
        const response = await outsider.get(path);
        expect(response.status, path).toBe(403);
        expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
      }
    }
  });

  it.each([
    ['only one end of the range', 'from=2020-01-30', 'to'],
    ['a day that does not exist', 'from=2020-02-30&to=2020-03-01', 'from'],
    ['a day not written YYYY-MM-DD', 'from=30/01/2020&to=2020-02-02', 'from'],
    ['a range that ends before it starts', 'from=2020-02-02&to=2020-01-30', 'from'],
    ['a range longer than 400 days', 'from=2019-01-01&to=2020-02-05', 'from'],
    ['an unknown time zone', 'from=2020-01-30&to=2020-02-02&tz=Mars/Olympus_Mons', 'tz'],
    ['an offset instead of a zone name', 'from=2020-01-30&to=2020-02-02&tz=%2B05:30', 'tz'],
    ['an unknown comparison', 'from=2020-01-30&to=2020-02-02&compare=last-year', 'compare'],
  ])('answers 400 VALIDATION_FAILED to %s, naming the field', async (_case, query, field) => {
    for (const path of ['/api/admin/kpis', '/api/admin/kpis.csv']) {
      const response = await admin.get(`${path}?${query}`);
      expect(response.status).toBe(400);
      const body = await readErrorBody(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body.details)).toContain(`"path":"${field}"`);
    }
  });

  it('exports one CSV row per KPI with current, previous and change, money in major units, as an attachment', async () => {
    const response = await admin.get('/api/admin/kpis.csv?from=2020-01-30&to=2020-02-02&compare=previous');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="guardians-kpis_2020-01-30_2020-02-02.csv"');
    const rows = (await response.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe('kpi,label,unit,current,previous,change,from,to,previous_from,previous_to,time_zone');
    const range = '2020-01-30,2020-02-02,2020-01-26,2020-01-29,UTC';
    expect(rows).toContain(`sign_ups,Sign-ups,count,2,1,1,${range}`);
    expect(rows).toContain(`active_customers,Active customers,count,4,1,3,${range}`);
    expect(rows).toContain(`revenue_INR,Revenue (INR),INR,150.00,30.00,120.00,${range}`);
    expect(rows).toContain(`average_order_value_INR,Average order value (INR),INR,75.00,30.00,45.00,${range}`);
    // USD had no orders before: revenue 0, and no average to compare with.
    expect(rows).toContain(`revenue_USD,Revenue (USD),USD,20.00,0.00,20.00,${range}`);
    expect(rows).toContain(`average_order_value_USD,Average order value (USD),USD,20.00,,,${range}`);
    expect(rows).toContain(`coins_outstanding,Coins outstanding at the end,coins,170,130,40,${range}`);
    expect(rows).toContain(`triage_crisis,Triage: crisis,count,0,1,-1,${range}`);
    expect(rows).toContain(`consultations_no_show,Consultations no-show,count,1,0,1,${range}`);
    expect(rows).toContain(`lab_orders,Lab orders,count,1,1,0,${range}`);
    expect(rows).toHaveLength(1 + 25);
  });

  it('quotes and defuses stored words in the CSV (an assessment type with a comma, quotes and a formula)', async () => {
    await insertAssessment(ids.u1, '=1+2,"x"', '2021-06-01T10:00:00.000Z');
    const text = await (await admin.get('/api/admin/kpis.csv?from=2021-06-01&to=2021-06-01')).text();
    expect(text).toContain(`"assessments_=1+2,""x""","Assessments: =1+2,""x""",count,1,,,2021-06-01,2021-06-01,,,UTC\r\n`);
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('plain')).toBe('plain');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  it('keeps the triage level of each chat question a customer asks, for the dashboard to count', async () => {
    const { visitor: customer, userId } = await registerVisitor(app);
    const asked = await customer.post('/api/guardian-chat', { message: 'I have chest pain and my left arm is numb right now', guardianId: 'angio' });
    expect(asked.status).toBe(200);
    const rows = await app.db.selectFrom('chat_messages').select(['sender', 'triage_level']).where('user_id', '=', userId).orderBy('position').execute();
    expect(rows).toEqual([
      { sender: 'user', triage_level: 'emergency' },
      { sender: 'guardian', triage_level: null },
    ]);
  });

  it('counts every question with its level, a visitor’s included, and never an admin’s “try a question”', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = (await kpis(admin, `from=${today}&to=${today}`)).current.chat;
    const visitor = new Visitor(app);
    for (const message of [
      'I have chest pain and my left arm is numb right now',
      'I want to end my life',
      'I feel a bit wheezy this evening',
      'how much vitamin D do I need?',
    ])
      expect((await visitor.post('/api/guardian-chat', { message, guardianId: 'immuno' })).status).toBe(200);
    expect((await admin.post('/api/admin/knowledge/try', { question: 'I want to end my life', guardianId: 'angio' })).status).toBe(200);
    const after = (await kpis(admin, `from=${today}&to=${today}`)).current.chat;
    expect(after.messages - before.messages).toBe(4);
    expect(after.triage.emergency - before.triage.emergency).toBe(1);
    expect(after.triage.crisis - before.triage.crisis).toBe(1);
    expect(after.triage.check - before.triage.check).toBe(1);
    expect(after.triage.none - before.triage.none).toBe(1);
    const stored = await app.db.selectFrom('chat_triage_events').selectAll().where('asker', '=', 'visitor').execute();
    expect(stored.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['asker', 'created_at', 'guardian_id', 'id', 'triage_level']);
  });
});
