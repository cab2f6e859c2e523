// The cart of a visitor who is not signed in, kept in localStorage until sign-in merges it into the server cart.
// Whatever is read back is validated: a cart written by an older version, or edited by hand, is discarded.
import { z } from 'zod';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from '../../../../common/commerce';
import { Currency, MoneyAmount, type Product } from '../../../../common/contracts/catalog';
import { OrderAttribution } from '../../../../common/contracts/orders';
import { GUARDIAN_IDS } from '../../../../common/guardians';

export const VISITOR_CART_KEY = 'guardians_visitor_cart';
/** Where a collection link's ref and guardian are kept until an order carries them. */
export const ORDER_ATTRIBUTION_KEY = 'guardians_order_attribution';

export const VisitorCartLine = z.object({
  productId: z.string().min(1),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  guardian: z.enum(GUARDIAN_IDS),
  unitPrice: MoneyAmount,
  originalUnitPrice: MoneyAmount,
  currency: Currency,
  stock: z.number().int().min(0),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
});
export type VisitorCartLine = z.infer<typeof VisitorCartLine>;

const VisitorCart = z.object({ lines: z.array(VisitorCartLine).max(MAX_LINES_PER_ORDER) });

export function readVisitorCart(storage: Storage): VisitorCartLine[] {
  const raw = storage.getItem(VISITOR_CART_KEY);
  if (raw === null) return [];
  try {
    const parsed = VisitorCart.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data.lines;
  } catch {
    // Not JSON: handled below like any other unreadable cart.
  }
  storage.removeItem(VISITOR_CART_KEY);
  return [];
}

export function writeVisitorCart(storage: Storage, lines: readonly VisitorCartLine[]): void {
  if (lines.length === 0) storage.removeItem(VISITOR_CART_KEY);
  else storage.setItem(VISITOR_CART_KEY, JSON.stringify({ lines }));
}

/** The most of one product a line may hold: the stock, and never more than the per-line limit. */
export function quantityCap(stock: number): number {
  return Math.min(stock, MAX_QUANTITY_PER_LINE);
}

export type AddOutcome = 'added' | 'capped' | 'out_of_stock' | 'cart_full';

/** Adds to the line of the product (or a new line), capped at the stock and the per-line limit. */
export function addVisitorLine(
  lines: readonly VisitorCartLine[],
  product: Product,
  quantity: number,
): { lines: VisitorCartLine[]; outcome: AddOutcome } {
  const cap = quantityCap(product.stock);
  if (cap === 0) return { lines: [...lines], outcome: 'out_of_stock' };
  const existing = lines.find((line) => line.productId === product.id);
  if (!existing && lines.length >= MAX_LINES_PER_ORDER) return { lines: [...lines], outcome: 'cart_full' };
  const wanted = (existing?.quantity ?? 0) + quantity;
  const next: VisitorCartLine = {
    productId: product.id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    guardian: product.guardian,
    unitPrice: product.price,
    originalUnitPrice: product.originalPrice,
    currency: product.currency,
    stock: product.stock,
    quantity: Math.min(wanted, cap),
  };
  const updated = existing ? lines.map((line) => (line.productId === product.id ? next : line)) : [...lines, next];
  return { lines: updated, outcome: wanted > cap ? 'capped' : 'added' };
}

/** Sets a line's quantity; 0 removes it; more than the cap is lowered to it. */
export function setVisitorQuantity(lines: readonly VisitorCartLine[], productId: string, quantity: number): VisitorCartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.productId !== productId);
  return lines.map((line) => (line.productId === productId ? { ...line, quantity: Math.min(Math.floor(quantity), quantityCap(line.stock)) } : line));
}

export function readAttribution(storage: Storage): OrderAttribution | undefined {
  const raw = storage.getItem(ORDER_ATTRIBUTION_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = OrderAttribution.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: dropped below.
  }
  storage.removeItem(ORDER_ATTRIBUTION_KEY);
  return undefined;
}

export function writeAttribution(storage: Storage, attribution: OrderAttribution | undefined): void {
  if (attribution === undefined) storage.removeItem(ORDER_ATTRIBUTION_KEY);
  else storage.setItem(ORDER_ATTRIBUTION_KEY, JSON.stringify(attribution));
}

// Components subscribe so that every cart button and list shows the same lines, also across tabs.
const listeners = new Set<() => void>();

export function subscribeVisitorCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_CART_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function notifyVisitorCartChanged(): void {
  for (const listener of listeners) listener();
}
