// The strategy dashboard's API (issue 16): KPIs of a range of local days in an admin-chosen time zone, the previous
// period of equal length, a daily series and the top products; the same figures as CSV. Staff only (admin, support).
import { z } from 'zod';
import { canonicalTimeZone, DEFAULT_KPI_TIME_ZONE, kpiRangeProblem } from '../kpi-range';
import type { ApiEndpoint } from './api-endpoint';
import { Currency } from './catalog';
import { errorResponse, STAFF_ONLY_RESPONSES } from './errors';

/** Triage levels a chat question is counted under; 'none' means the triage found nothing. */
export const KPI_TRIAGE_LEVELS = ['none', 'caution', 'check', 'urgent', 'emergency', 'crisis'] as const;
export type KpiTriageLevel = (typeof KPI_TRIAGE_LEVELS)[number];
export const TOP_PRODUCTS_LIMIT = 10;

const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the day as YYYY-MM-DD.');

export const KpiQuery = z
  .object({
    from: LocalDate.optional().describe('First local day included (YYYY-MM-DD, in `tz`). With `to`; both default to the last 28 days.'),
    to: LocalDate.optional().describe('Last local day included (YYYY-MM-DD, in `tz`).'),
    compare: z.enum(['previous', 'none']).default('none').describe('`previous` adds the period of equal length just before.'),
    tz: z
      .string()
      .max(64)
      .default(DEFAULT_KPI_TIME_ZONE)
      .refine((name) => canonicalTimeZone(name) !== null, { message: 'Name an IANA time zone, such as Europe/London or Asia/Kolkata.' })
      .transform((name) => canonicalTimeZone(name) ?? DEFAULT_KPI_TIME_ZONE)
      .describe('IANA time zone the days start at midnight in; UTC by default.'),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({ code: 'custom', path: [query.from === undefined ? 'from' : 'to'], message: 'Give both `from` and `to`, or neither.' });
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    const problem = kpiRangeProblem({ from: query.from, to: query.to });
    if (problem) context.addIssue({ code: 'custom', path: ['from'], message: problem });
  });
export type KpiQuery = z.output<typeof KpiQuery>;

const Count = z.number().int().min(0);
const Minor = z.number().int().describe('Minor units of the currency');

export const KpiRevenue = z.object({
  currency: Currency,
  amount: Minor,
  orders: Count.describe('Orders counted in the revenue (placed in the range, not cancelled or refunded).'),
  averageOrderValue: Minor.describe('amount / orders, rounded to the minor unit.'),
});
export type KpiRevenue = z.infer<typeof KpiRevenue>;

export const KpiFigures = z
  .object({
    signUps: Count.describe(
      "Real customers' accounts created in the range: not seeded or development accounts, demo visitors, staff, practitioners, labs or brand partners.",
    ),
    activeCustomers: Count.describe(
      'Distinct real customers (as signUps) who, in the range, signed in (a session began), placed an order, took an assessment or sent a chat message.',
    ),
    assessments: z.object({ total: Count, byType: z.array(z.object({ type: z.string(), count: Count })).describe('Most taken first.') }),
    orders: Count.describe('Orders placed in the range, whatever their status now.'),
    revenue: z.array(KpiRevenue).describe('Per currency, by currency code.'),
    coins: z.object({
      issued: Count.describe('Coins credited to wallets in the range.'),
      redeemed: Count.describe('Coins spent from wallets in the range.'),
      outstanding: z.number().int().describe('Coins held in all wallets at the end of the range: the reward liability.'),
    }),
    chat: z.object({
      messages: Count.describe('Questions customers and visitors sent the guardians in the range, by chat or voice (replies not counted).'),
      triage: z.object({
        none: Count,
        caution: Count,
        check: Count.describe('The guardian asked one question before deciding.'),
        urgent: Count.describe('Sent to a doctor today.'),
        emergency: Count,
        crisis: Count,
        notRecorded: Count.describe('Questions stored before the triage level was recorded.'),
      }),
    }),
    consultations: z.object({
      booked: Count.describe('Bookings made in the range.'),
      completed: Count.describe('Consultations starting in the range marked completed.'),
      noShow: Count.describe('Consultations starting in the range marked no-show.'),
    }),
    labOrders: Count.describe('Lab orders created in the range.'),
  })
  .meta({ id: 'KpiFigures' });
export type KpiFigures = z.infer<typeof KpiFigures>;

export const KpiRange = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: Count,
  fromAt: z.iso.datetime().describe('Local midnight starting `from`, as a UTC instant (included).'),
  beforeAt: z.iso.datetime().describe('Local midnight after `to`, as a UTC instant (excluded).'),
});
export type KpiRange = z.infer<typeof KpiRange>;

export const KpiDayFigures = z.object({
  date: z.iso.date().describe('A local day in the time zone.'),
  orders: Count,
  signUps: Count,
  revenue: z.array(z.object({ currency: Currency, amount: Minor })),
});
export type KpiDayFigures = z.infer<typeof KpiDayFigures>;

export const KpiTopProduct = z.object({
  productId: z.string(),
  name: z.string().describe('The name on the latest order line.'),
  currency: Currency,
  units: Count,
  revenue: Minor,
});
export type KpiTopProduct = z.infer<typeof KpiTopProduct>;

export const KpiReport = z
  .object({
    timeZone: z.string(),
    range: KpiRange,
    previousRange: KpiRange.nullable(),
    current: KpiFigures,
    previous: KpiFigures.nullable(),
    series: z.array(KpiDayFigures).describe('One entry per local day of the range, oldest first.'),
    topProducts: z.array(KpiTopProduct).describe(`The ${TOP_PRODUCTS_LIMIT} best sellers of the range by units (orders not cancelled or refunded).`),
  })
  .meta({ id: 'KpiReport' });
export type KpiReport = z.infer<typeof KpiReport>;

// ---- one line per KPI: the cards and the CSV read the same list

export type KpiUnit = 'count' | 'money' | 'coins';

export interface KpiLine {
  key: string;
  label: string;
  unit: KpiUnit;
  /** Set for money lines. */
  currency?: string;
  current: number;
  previous: number | null;
}

function lineValues(figures: KpiFigures): Map<string, Omit<KpiLine, 'previous'>> {
  const lines: Omit<KpiLine, 'previous'>[] = [
    { key: 'sign_ups', label: 'Sign-ups', unit: 'count', current: figures.signUps },
    { key: 'active_customers', label: 'Active customers', unit: 'count', current: figures.activeCustomers },
    { key: 'orders', label: 'Orders', unit: 'count', current: figures.orders },
    ...figures.revenue.flatMap((line): Omit<KpiLine, 'previous'>[] => [
      { key: `revenue_${line.currency}`, label: `Revenue (${line.currency})`, unit: 'money', currency: line.currency, current: line.amount },
      {
        key: `average_order_value_${line.currency}`,
        label: `Average order value (${line.currency})`,
        unit: 'money',
        currency: line.currency,
        current: line.averageOrderValue,
      },
    ]),
    { key: 'assessments', label: 'Assessments taken', unit: 'count', current: figures.assessments.total },
    ...figures.assessments.byType.map((line): Omit<KpiLine, 'previous'> => ({
      key: `assessments_${line.type}`,
      label: `Assessments: ${line.type}`,
      unit: 'count',
      current: line.count,
    })),
    { key: 'coins_issued', label: 'Coins issued', unit: 'coins', current: figures.coins.issued },
    { key: 'coins_redeemed', label: 'Coins redeemed', unit: 'coins', current: figures.coins.redeemed },
    { key: 'coins_outstanding', label: 'Coins outstanding at the end', unit: 'coins', current: figures.coins.outstanding },
    { key: 'chat_messages', label: 'Chat questions', unit: 'count', current: figures.chat.messages },
    ...KPI_TRIAGE_LEVELS.map((level): Omit<KpiLine, 'previous'> => ({
      key: `triage_${level}`,
      label: `Triage: ${level}`,
      unit: 'count',
      current: figures.chat.triage[level],
    })),
    { key: 'triage_not_recorded', label: 'Triage: not recorded', unit: 'count', current: figures.chat.triage.notRecorded },
    { key: 'consultations_booked', label: 'Consultations booked', unit: 'count', current: figures.consultations.booked },
    { key: 'consultations_completed', label: 'Consultations completed', unit: 'count', current: figures.consultations.completed },
    { key: 'consultations_no_show', label: 'Consultations no-show', unit: 'count', current: figures.consultations.noShow },
    { key: 'lab_orders', label: 'Lab orders', unit: 'count', current: figures.labOrders },
  ];
  return new Map(lines.map((line) => [line.key, line]));
}

/**
 * Every KPI with its current and previous value. A line only one period has (a currency or assessment type) shows 0
 * for the other, except a previous average order value, which is null: there were no orders to average.
 */
export function kpiLines(current: KpiFigures, previous: KpiFigures | null): KpiLine[] {
  const now = lineValues(current);
  const before = previous ? lineValues(previous) : new Map<string, Omit<KpiLine, 'previous'>>();
  const keys = [...now.keys(), ...[...before.keys()].filter((key) => !now.has(key))];
  return keys.map((key) => {
    const line = now.get(key) ?? { ...(before.get(key) as Omit<KpiLine, 'previous'>), current: 0 };
    const earlier = before.get(key);
    const averageWithoutOrders = key.startsWith('average_order_value_') && earlier === undefined;
    return { ...line, previous: previous === null || averageWithoutOrders ? null : (earlier?.current ?? 0) };
  });
}

const staffOnly = STAFF_ONLY_RESPONSES;

export const adminKpiEndpoints = {
  getAdminKpis: {
    method: 'get',
    path: '/api/admin/kpis',
    summary: 'Strategy KPIs of a range of local days in a time zone, the previous period, a daily series and the top products',
    tag: 'admin',
    request: { query: KpiQuery },
    responses: {
      200: { description: 'The KPIs', body: KpiReport },
      400: errorResponse('A bad range or time zone (VALIDATION_FAILED)'),
      ...staffOnly,
    },
  },
  getAdminKpisCsv: {
    method: 'get',
    path: '/api/admin/kpis.csv',
    summary: 'The same KPIs as CSV: one row per KPI with its current and previous value',
    tag: 'admin',
    request: { query: KpiQuery },
    responses: {
      200: { description: 'text/csv, as an attachment', contentType: 'text/csv' },
      400: errorResponse('A bad range or time zone (VALIDATION_FAILED)'),
      ...staffOnly,
    },
  },
} satisfies Record<string, ApiEndpoint>;
