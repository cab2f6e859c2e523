// Lab orders as the API answers them: tests, timeline, kit delivery, and each result read against its band.
import type { Kysely } from 'kysely';
import { LAB_TESTS } from '@common/contracts/labs';
import type { LabOrder } from '@common/contracts/labs';
import { isLabOrderStatus, kitSampleExpected, vitaminDBandOf } from '@common/lab-results';
import type { VitaminDBandSet } from '@common/lab-results';
import type { Database } from '../../db/schema';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { knownOrderStatus, statusOf, testsOf } from './lab-rules';
import { eventsOfLabOrders, findLabsByIds, observationsOfLabOrders, reportsOfLabOrders, shopOrderStatuses } from './labs.repository';
import type { LabOrderRow } from './labs.repository';

export function reportUrl(labOrderId: string): string {
  return `/api/care/lab-orders/${encodeURIComponent(labOrderId)}/report`;
}

export interface LabOrderViewsDependencies {
  db: Kysely<Database>;
  bandSet: VitaminDBandSet;
}

export class LabOrderViews {
  readonly #db: Kysely<Database>;
  readonly #bandSet: VitaminDBandSet;

  constructor(deps: LabOrderViewsDependencies) {
    this.#db = deps.db;
    this.#bandSet = deps.bandSet;
  }

  async one(row: LabOrderRow): Promise<LabOrder> {
    return (await this.many([row]))[0] as LabOrder;
  }

  async many(rows: readonly LabOrderRow[]): Promise<LabOrder[]> {
    const db = this.#db;
    const ids = rows.map((row) => row.id);
    const userIds = rows.flatMap((row) => [row.customer_id, ...(row.ordered_by_user_id ? [row.ordered_by_user_id] : [])]);
    const [labs, users, events, observations, reports, kitOrders] = await Promise.all([
      findLabsByIds(
        db,
        rows.flatMap((row) => (row.lab_id ? [row.lab_id] : [])),
      ),
      accountNamesByIds(db, [...new Set(userIds)]),
      eventsOfLabOrders(db, ids),
      observationsOfLabOrders(db, ids),
      reportsOfLabOrders(db, ids),
      shopOrderStatuses(
        db,
        rows.flatMap((row) => (row.source === 'kit' && row.shop_order_id ? [row.shop_order_id] : [])),
      ),
    ]);
    const bandSet = this.#bandSet;
    return rows.map((row) => {
      const lab = row.lab_id ? labs.get(row.lab_id) : undefined;
      const report = reports.get(row.id);
      const kitOrderStatus = row.source === 'kit' && row.shop_order_id ? knownOrderStatus(kitOrders.get(row.shop_order_id)) : undefined;
      return {
        id: row.id,
        tests: testsOf(row.tests).map((test) => ({ id: test, name: LAB_TESTS[test].name })),
        status: statusOf(row),
        source: row.source === 'kit' ? 'kit' : 'practitioner',
        lab: lab ? { id: lab.id, name: lab.name } : null,
        client: { id: row.customer_id, name: users.get(row.customer_id)?.displayName ?? '' },
        orderedBy: row.ordered_by_user_id ? { userId: row.ordered_by_user_id, name: users.get(row.ordered_by_user_id)?.displayName ?? '' } : null,
        kit: kitOrderStatus ? { orderStatus: kitOrderStatus, sampleExpected: kitSampleExpected(kitOrderStatus) } : null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        timeline: (events.get(row.id) ?? []).flatMap((event) =>
          isLabOrderStatus(event.status) ? [{ status: event.status, note: event.note, at: event.created_at }] : [],
        ),
        observations: (observations.get(row.id) ?? []).map((observation) => {
          const band = bandSet.bands.find((entry) => entry.id === observation.band) ?? vitaminDBandOf(observation.ng_per_ml_x100 / 100, bandSet);
          return {
            id: observation.id,
            code: observation.code,
            name: LAB_TESTS.vitamin_d_25oh.name,
            ngPerMl: observation.ng_per_ml_x100 / 100,
            nmolPerL: observation.nmol_per_l_x100 / 100,
            enteredUnit: observation.entered_unit,
            observedAt: observation.observed_at,
            band: { id: band.id, label: band.label, bandSet: observation.band_set, source: bandSet.source, sourceDate: bandSet.sourceDate },
          };
        }),
        report: report ? { sizeBytes: report.size_bytes, uploadedAt: report.uploaded_at, url: reportUrl(row.id) } : null,
      };
    });
  }
}
