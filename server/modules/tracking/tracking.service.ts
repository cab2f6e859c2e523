// Quick-chat analytics (spec 7): stored against the signed-in account only, never against an id the client names.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import type { ChatInteractionRequest, ProductClickRequest } from '@common/contracts/tracking';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { productExists, productNotFound } from '../catalog/catalog.exports';
import { insertChatInteraction, insertProductClick } from './tracking.repository';

function requireOwnUserId(user: AccountUser, userId: string): void {
  if (userId !== user.id && userId !== user.uid) {
    throw new AppError(403, 'TRACKING_FOR_ANOTHER_USER', 'userId must be the signed-in account; send your own id or uid.');
  }
}

export interface TrackingDependencies {
  db: Kysely<Database>;
}

export class TrackingService {
  readonly #deps: TrackingDependencies;

  constructor(deps: TrackingDependencies) {
    this.#deps = deps;
  }

  async recordChatInteraction(user: AccountUser, event: ChatInteractionRequest, now = new Date()): Promise<void> {
    requireOwnUserId(user, event.userId);
    await insertChatInteraction(this.#deps.db, {
      id: randomUUID(),
      user_id: user.id,
      guardian_id: event.guardianId,
      message_type: event.messageType,
      has_products: event.hasProducts ? 1 : 0,
      created_at: now.toISOString(),
    });
  }

  async recordProductClick(user: AccountUser, event: ProductClickRequest, now = new Date()): Promise<void> {
    const { db } = this.#deps;
    requireOwnUserId(user, event.userId);
    if (!(await productExists(db, event.productId))) throw productNotFound(event.productId);
    await insertProductClick(db, {
      id: randomUUID(),
      user_id: user.id,
      product_id: event.productId,
      source: event.source,
      guardian_id: event.guardianId,
      affiliate: event.affiliate ? 1 : 0,
      created_at: now.toISOString(),
    });
  }
}
