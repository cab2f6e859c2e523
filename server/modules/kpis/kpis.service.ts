// The strategy dashboard (issue 16): turns a range of local days in a time zone into UTC instants, reads each KPI
// with one SQL aggregate per figure for the range (and the previous period when asked), and adds the daily series
// and the top products. Read-only.
import type { Kysely } from 'kysely';
import type { KpiFigures, KpiQuery, KpiRange, KpiReport } from '@common/contracts/admin-kpis';
import { KPI_TRIAGE_LEVELS, TOP_PRODUCTS_LIMIT } from '@common/contracts/admin-kpis';
import type { StorefrontCurrency } from '@common/commerce';
import type { KpiDateRange, KpiPeriod } from '@common/kpi-range';
import { kpiPeriod, localDateOf, presetRange, previousRange } from '@common/kpi-range';
import type { Database } from '../../db/schema';
import {
  assessmentsByType,
  chatQuestionsByTriage,
  coinFlows,
  consultationsStartingByStatus,
  countActiveCustomers,
  countCreated,
  countSignUps,
  ordersPerLocalDay,
  revenueByCurrency,
  signUpsPerLocalDay,
  topProducts,
} from './kpis.repository';
import type { InstantRange } from './kpis.repository';

export interface KpisDependencies {
  db: Kysely<Database>;
  now?: () => Date;
}

function rangeOf(period: KpiPeriod): KpiRange {
  return { from: period.from, to: period.to, days: period.days.length, fromAt: period.fromAt, beforeAt: period.beforeAt };
}

export class KpisService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: KpisDependencies) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
  }

  /** The query has passed KpiQuery: the dates are real, in order and at most KPI_MAX_DAYS apart; the zone is known. */
  async report(query: KpiQuery): Promise<KpiReport> {
    const chosen: KpiDateRange =
      query.from !== undefined && query.to !== undefined ? { from: query.from, to: query.to } : presetRange('28d', localDateOf(this.#now(), query.tz));
    const current = kpiPeriod(chosen, query.tz);
    const previous = query.compare === 'previous' ? kpiPeriod(previousRange(chosen), query.tz) : null;
    const [currentFigures, previousFigures, series, best] = await Promise.all([
      this.#figures(current),
      previous ? this.#figures(previous) : Promise.resolve(null),
      this.#series(current),
      topProducts(this.#db, current, TOP_PRODUCTS_LIMIT),
    ]);
    return {
      timeZone: query.tz,
      range: rangeOf(current),
      previousRange: previous ? rangeOf(previous) : null,
      current: currentFigures,
      previous: previousFigures,
      series,
      topProducts: best.map((line) => ({ ...line, currency: line.currency as StorefrontCurrency })),
    };
  }

  async #figures(range: InstantRange): Promise<KpiFigures> {
    const db = this.#db;
    const [signUps, activeCustomers, byType, orders, revenue, coins, triage, bookings, starting, labOrders] = await Promise.all([
      countSignUps(db, range),
      countActiveCustomers(db, range),
      assessmentsByType(db, range),
      countCreated(db, 'orders', range),
      revenueByCurrency(db, range),
      coinFlows(db, range),
      chatQuestionsByTriage(db, range),
      countCreated(db, 'consultations', range),
      consultationsStartingByStatus(db, range),
      countCreated(db, 'lab_orders', range),
    ]);
    const triageCount = (level: string | null) => triage.filter((line) => line.level === level).reduce((sum, line) => sum + line.count, 0);
    const levels = Object.fromEntries(KPI_TRIAGE_LEVELS.map((level) => [level, triageCount(level)])) as Record<(typeof KPI_TRIAGE_LEVELS)[number], number>;
    return {
      signUps,
      activeCustomers,
      assessments: { total: byType.reduce((sum, line) => sum + line.count, 0), byType },
      orders,
      revenue: revenue.map((line) => ({
        currency: line.currency as StorefrontCurrency,
        amount: line.amount,
        orders: line.orders,
        averageOrderValue: line.orders === 0 ? 0 : Math.round(line.amount / line.orders),
      })),
      coins,
      chat: { messages: triage.reduce((sum, line) => sum + line.count, 0), triage: { ...levels, notRecorded: triageCount(null) } },
      consultations: { booked: bookings, completed: starting.get('completed') ?? 0, noShow: starting.get('no_show') ?? 0 },
      labOrders,
    };
  }

  async #series(period: KpiPeriod): Promise<KpiReport['series']> {
    const [orders, signUps] = await Promise.all([ordersPerLocalDay(this.#db, period, period.days), signUpsPerLocalDay(this.#db, period, period.days)]);
    return period.days.map((day, index) => {
      const placed = orders.filter((line) => line.day === index);
      return {
        date: day.date,
        orders: placed.reduce((sum, line) => sum + line.orders, 0),
        signUps: signUps.find((line) => line.day === index)?.signUps ?? 0,
        revenue: placed
          .filter((line) => line.revenue !== 0)
          .map((line) => ({ currency: line.currency as StorefrontCurrency, amount: line.revenue }))
          .sort((a, b) => a.currency.localeCompare(b.currency)),
      };
    });
  }
}
