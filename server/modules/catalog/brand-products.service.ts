import type { PublicReadInvalidation } from '../../reads/read-cache';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountUser } from '@common/contracts/accounts';
import { STAFF_ROLES } from '@common/roles';
import { REVIEW_STATUSES } from '@common/contracts/brand-products';
import type { BrandProduct, PendingProduct, ReviewProductRequest, ReviewStatus, SubmitBrandProductRequest } from '@common/contracts/brand-products';
import type { CommerceSettings } from '../../config';
import type { Database } from '../../db/schema';
import type { FileStore, StoredFile } from '../../files/file-store';
import { readStoredFile, storeFile } from '../../files/stored-files';
import { AppError } from '../../http/app-error';
import type { Logger } from 'pino';
import { accountNamesByIds } from '../accounts/accounts.exports';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import { brandProductImagePath, productNotFound, toProduct } from './catalog.service';
import {
  categoriesOf,
  decidePendingProduct,
  findProductById,
  insertProductOnce,
  listPendingProducts,
  listProductsSubmittedBy,
  setPendingProductPhoto,
} from './catalog.repository';
import type { ProductRow } from './catalog.repository';
import { photoFileOf, prepareProductPhoto, PRODUCT_PHOTO_CONTENT_TYPE, productPhotoKey, productPhotoPath, reviewPhotoPath } from './product-photos';

/** "Omega-3 Heart Shield 1000 mg" → "omega-3-heart-shield-1000-mg". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'product';
}

function toBrandProduct(row: ProductRow, categories: readonly string[]): BrandProduct {
  if (!(REVIEW_STATUSES as readonly string[]).includes(row.review_status))
    throw new Error(`Product ${row.id} has an unknown review status ${row.review_status}`);
  const product = toProduct(row, categories);
  return {
    ...product,
    // Before approval the photo is private: its partner and the reviewers see it through the review path.
    image: row.photo_key !== null && row.review_status !== 'approved' ? reviewPhotoPath(row.id, photoFileOf(row.photo_key)) : product.image,
    reviewStatus: row.review_status as ReviewStatus,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at,
    submittedAt: row.created_at,
  };
}

export interface BrandProductsDependencies {
  db: Kysely<Database>;
  commerce: Pick<CommerceSettings, 'currency'>;
  /** Told after a review: an approved product appears on, a rejected one stays off, every cached public read. */
  publicReads: PublicReadInvalidation;
  /** Where the partners' product photos are kept. */
  files: FileStore;
  logger: Logger;
}

const photoNotFound = (): AppError => new AppError(404, 'PHOTO_NOT_FOUND', 'There is no such product photo.');

function alreadyReviewed(row: ProductRow): AppError {
  return new AppError(409, 'ALREADY_REVIEWED', `"${row.name}" was already ${row.review_status}; reload the list of pending products.`, {
    reviewStatus: row.review_status,
  });
}

export class BrandProductsService {
  readonly #db: Kysely<Database>;
  readonly #commerce: Pick<CommerceSettings, 'currency'>;
  readonly #publicReads: PublicReadInvalidation;
  readonly #files: FileStore;
  readonly #logger: Logger;

  constructor(deps: BrandProductsDependencies) {
    this.#db = deps.db;
    this.#commerce = deps.commerce;
    this.#publicReads = deps.publicReads;
    this.#files = deps.files;
    this.#logger = deps.logger;
  }

  /** A new product, pending review: invisible on the storefront until an admin or support approves it. */
  async submit(partner: AccountUser, submission: SubmitBrandProductRequest, now = new Date()): Promise<BrandProduct> {
    const base = slugify(`${submission.brand} ${submission.name}`);
    const createdAt = now.toISOString();
    // A taken slug gets a short random suffix; a handful of attempts is plenty for a 32-bit suffix.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const slug = attempt === 0 ? base : `${base}-${randomBytes(4).toString('hex')}`;
      const row: ProductRow = {
        id: randomUUID(),
        slug,
        name: submission.name,
        brand: submission.brand,
        description: submission.description,
        guardian: submission.guardian,
        price: submission.price,
        original_price: submission.originalPrice ?? submission.price,
        currency: this.#commerce.currency,
        badge: null,
        stock: submission.stock,
        image: brandProductImagePath(submission.guardian),
        photo_key: null,
        rating_tenths: 0,
        review_count: 0,
        affiliate_link: submission.affiliate_link ?? null,
        review_status: 'pending',
        review_reason: null,
        reviewed_at: null,
        reviewed_by: null,
        submitted_by: partner.id,
        created_at: createdAt,
        updated_at: createdAt,
      };
      const inserted = await this.#db.transaction().execute((trx) => insertProductOnce(trx, row, [...new Set(submission.categories)]));
      if (inserted) return toBrandProduct(row, [...new Set(submission.categories)].sort());
    }
    throw new Error(`Could not find a free slug for ${base}`);
  }

  async mine(partner: AccountUser): Promise<BrandProduct[]> {
    return this.#withCategories(await listProductsSubmittedBy(this.#db, partner.id));
  }

  async pending(): Promise<PendingProduct[]> {
    const rows = await listPendingProducts(this.#db);
    const products = await this.#withCategories(rows);
    const submitters = await accountNamesByIds(this.#db, [...new Set(rows.flatMap((row) => (row.submitted_by === null ? [] : [row.submitted_by])))]);
    return products.map((product, index) => {
      const row = rows[index];
      const submitter = row?.submitted_by ? submitters.get(row.submitted_by) : undefined;
      return {
        ...product,
        submittedBy: { id: row?.submitted_by ?? '', email: submitter?.email ?? '', displayName: submitter?.displayName ?? '' },
      };
    });
  }

  async review(reviewer: AccountUser, productId: string, review: ReviewProductRequest, write: StaffWrite, now = new Date()): Promise<BrandProduct> {
    const approved = review.decision === 'approve';
    // The decision and its audit entry commit together (issue 16).
    const decided = await this.#db.transaction().execute(async (trx) => {
      const made = await decidePendingProduct(trx, productId, {
        status: approved ? 'approved' : 'rejected',
        reason: review.reason ? review.reason : null,
        reviewerId: reviewer.id,
        // A newly approved product is new to the storefront's shoppers.
        badge: approved ? 'NEW' : null,
        now: now.toISOString(),
      });
      if (made) {
        const summary = `${approved ? 'Verified' : 'Rejected'} product ${productId.slice(0, 8)}${review.reason ? `: ${review.reason}` : ''}`;
        await recordStaffWrite(
          trx,
          write,
          { action: approved ? 'product.verified' : 'product.rejected', entityType: 'product', entityId: productId, summary },
          now,
        );
      }
      return made;
    });
    if (decided) this.#publicReads.invalidate();
    const row = await findProductById(this.#db, productId);
    if (!row) throw productNotFound(productId);
    if (!decided) throw alreadyReviewed(row);
    return this.#one(row);
  }

  /**
   * The partner's photo of their pending submission, resized and kept in the FileStore; an earlier photo is removed.
   * Refused once reviewed, so what the reviewer approved is what shoppers see.
   */
  async attachPhoto(partner: AccountUser, productId: string, upload: Uint8Array, now = new Date()): Promise<BrandProduct> {
    const row = await findProductById(this.#db, productId);
    if (!row || row.submitted_by !== partner.id) throw productNotFound(productId);
    if (row.review_status !== 'pending') throw alreadyReviewed(row);
    const photo = await prepareProductPhoto(upload);
    const key = productPhotoKey(productId, photo.file);
    // Stored before the product names it, so the product never points at a file that is not there.
    await storeFile(this.#files, key, photo.bytes, PRODUCT_PHOTO_CONTENT_TYPE);
    const set = await setPendingProductPhoto(this.#db, productId, partner.id, {
      image: productPhotoPath(productId, photo.file),
      photoKey: key,
      now: now.toISOString(),
    });
    const current = await findProductById(this.#db, productId);
    if (!current) throw productNotFound(productId);
    if (!set) {
      // Reviewed between the check and the update: the new file is nobody's.
      if (current.photo_key !== key) await this.#removePhoto(key);
      throw alreadyReviewed(current);
    }
    if (row.photo_key !== null && row.photo_key !== key) await this.#removePhoto(row.photo_key);
    return this.#one(current);
  }

  /** A submission's photo for its partner or a reviewer (admin, support), whatever its review status. */
  async reviewPhoto(viewer: AccountUser, productId: string): Promise<StoredFile> {
    const row = await findProductById(this.#db, productId);
    const reviewer = viewer.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
    if (!row || row.submitted_by === null || (!reviewer && row.submitted_by !== viewer.id)) throw productNotFound(productId);
    return this.#photoFile(row.photo_key);
  }

  /** An approved product's current photo by its served name; anything else is PHOTO_NOT_FOUND. */
  async publicPhoto(productId: string, file: string): Promise<StoredFile> {
    const row = await findProductById(this.#db, productId);
    if (!row || row.review_status !== 'approved' || row.photo_key !== productPhotoKey(productId, file)) throw photoNotFound();
    return this.#photoFile(row.photo_key);
  }

  async #photoFile(key: string | null): Promise<StoredFile> {
    const file = key === null ? undefined : await readStoredFile(this.#files, key);
    if (!file) throw photoNotFound();
    return file;
  }

  /** A photo no product names any more; one the store cannot remove now is left behind and logged, never an error. */
  async #removePhoto(key: string): Promise<void> {
    try {
      await this.#files.delete(key);
    } catch (error) {
      this.#logger.warn({ err: error, key }, 'A replaced product photo could not be removed from the file store');
    }
  }

  async #one(row: ProductRow): Promise<BrandProduct> {
    const [product] = await this.#withCategories([row]);
    if (!product) throw productNotFound(row.id);
    return product;
  }

  async #withCategories(rows: readonly ProductRow[]): Promise<BrandProduct[]> {
    const categories = await categoriesOf(
      this.#db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toBrandProduct(row, categories.get(row.id) ?? []));
  }
}
