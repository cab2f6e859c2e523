import type { Kysely } from 'kysely';
import type { Cart, CartAdjustment, CartItemInput, CartLine, MergeCartResponse } from '@common/contracts/cart';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE, priceLines } from '@common/commerce';
import type { CommerceSettings } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { productNotFound, productsByIds, productsOnSale } from '../catalog/catalog.exports';
import type { CatalogProduct } from '../catalog/catalog.exports';
import { deleteCartItems, listCartItems, upsertCartItem } from './cart.repository';
import type { CartItemRow } from './cart.repository';

function toCartLine(item: CartItemRow, product: CatalogProduct): CartLine {
  return {
    productId: item.product_id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    guardian: product.guardian,
    quantity: item.quantity,
    unitPrice: product.price,
    originalUnitPrice: product.originalPrice,
    lineTotal: product.price * item.quantity,
    stock: product.stock,
    // A product withdrawn from sale stays visible in the cart, marked unavailable, instead of vanishing silently.
    available: product.onSale && product.stock >= item.quantity,
  };
}

/** The cart holds MAX_LINES_PER_ORDER different products already. */
export function cartFull(): AppError {
  return new AppError(409, 'CART_FULL', `Your cart already holds ${MAX_LINES_PER_ORDER} different products. Check out or remove some first.`);
}

export function outOfStock(shortages: readonly { productId: string; name: string; available: number; requested: number }[]): AppError {
  const [first] = shortages;
  if (!first) throw new Error('outOfStock() needs at least one product');
  const message =
    first.available === 0
      ? `"${first.name}" is out of stock. Remove it from your cart to continue.`
      : `Only ${first.available} of "${first.name}" ${first.available === 1 ? 'is' : 'are'} left. Lower the quantity to continue.`;
  return new AppError(409, 'OUT_OF_STOCK', message, { ...first, products: shortages });
}

export interface CartDependencies {
  db: Kysely<Database>;
  commerce: Pick<CommerceSettings, 'currency'>;
}

export class CartService {
  readonly #deps: CartDependencies;

  constructor(deps: CartDependencies) {
    this.#deps = deps;
  }

  async get(userId: string): Promise<Cart> {
    const { db, commerce } = this.#deps;
    const items = await listCartItems(db, userId);
    const products = await productsByIds(
      db,
      items.map((item) => item.product_id),
    );
    const lines = items.flatMap((item) => {
      const product = products.get(item.product_id);
      return product ? [toCartLine(item, product)] : [];
    });
    const prices = priceLines(lines.map((line) => ({ unitPrice: line.unitPrice, originalUnitPrice: line.originalUnitPrice, quantity: line.quantity })));
    return {
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: prices.subtotal,
      savings: prices.savings,
      currency: commerce.currency,
      maxQuantityPerLine: MAX_QUANTITY_PER_LINE,
    };
  }

  async setItem(userId: string, productId: string, quantity: number, now = new Date()): Promise<Cart> {
    await this.#deps.db.transaction().execute(async (trx) => {
      if (quantity === 0) {
        await deleteCartItems(trx, userId, [productId]);
        return;
      }
      const product = (await productsOnSale(trx, [productId])).get(productId);
      if (!product) throw productNotFound(productId);
      if (product.stock < quantity) throw outOfStock([{ productId, name: product.name, available: product.stock, requested: quantity }]);
      const existing = await listCartItems(trx, userId);
      if (!existing.some((item) => item.product_id === productId) && existing.length >= MAX_LINES_PER_ORDER) {
        throw cartFull();
      }
      await upsertCartItem(trx, userId, productId, quantity, now.toISOString());
    });
    return this.get(userId);
  }

  async clear(userId: string): Promise<Cart> {
    await deleteCartItems(this.#deps.db, userId);
    return this.get(userId);
  }

  /**
   * Sign-in merge: the browser's quantities are added to the server's, then capped at what is in stock and at the
   * per-line maximum. What could not be merged as asked is reported, so the page can tell the shopper.
   */
  async merge(userId: string, items: readonly CartItemInput[], now = new Date()): Promise<MergeCartResponse> {
    const requested = new Map<string, number>();
    for (const item of items) requested.set(item.productId, (requested.get(item.productId) ?? 0) + item.quantity);

    const adjustments = await this.#deps.db.transaction().execute(async (trx) => {
      const found: CartAdjustment[] = [];
      const existing = new Map((await listCartItems(trx, userId)).map((item) => [item.product_id, item.quantity]));
      const products = await productsOnSale(trx, [...requested.keys()]);
      let lineCount = existing.size;
      for (const [productId, quantity] of requested) {
        const current = existing.get(productId) ?? 0;
        const product = products.get(productId);
        if (!product) {
          found.push({ productId, reason: 'unknown_product', quantity: current });
          continue;
        }
        if (product.stock === 0) {
          found.push({ productId, reason: 'out_of_stock', quantity: current });
          continue;
        }
        if (current === 0 && lineCount >= MAX_LINES_PER_ORDER) {
          found.push({ productId, reason: 'cart_full', quantity: 0 });
          continue;
        }
        const wanted = current + quantity;
        const merged = Math.min(wanted, product.stock, MAX_QUANTITY_PER_LINE);
        if (merged < wanted) found.push({ productId, reason: 'capped', quantity: merged });
        if (current === 0) lineCount += 1;
        await upsertCartItem(trx, userId, productId, merged, now.toISOString());
      }
      return found;
    });
    return { cart: await this.get(userId), adjustments };
  }
}
