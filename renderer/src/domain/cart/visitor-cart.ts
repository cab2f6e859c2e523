// The cart of a visitor who is not signed in, kept in localStorage until sign-in merges it into the server cart.
// Whatever is read back is validated: a cart written by an older version, or edited by hand, is discarded.
import { z } from 'zod';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE, quantityCap } from '@common/commerce';
import { Currency, MoneyAmount, type Product } from '@common/contracts/catalog';
import { OrderAttribution } from '@common/contracts/orders';
import { GUARDIAN_IDS } from '@common/guardians';
import { STORAGE_KEYS } from '../../platform/storage-keys';

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
  const raw = storage.getItem(STORAGE_KEYS.visitorCart.key);
  if (raw === null) return [];
  try {
    const parsed = VisitorCart.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data.lines;
  } catch {
    // Not JSON: handled below like any other unreadable cart.
  }
  storage.removeItem(STORAGE_KEYS.visitorCart.key);
  return [];
}

export function writeVisitorCart(storage: Storage, lines: readonly VisitorCartLine[]): void {
  if (lines.length === 0) storage.removeItem(STORAGE_KEYS.visitorCart.key);
  else storage.setItem(STORAGE_KEYS.visitorCart.key, JSON.stringify({ lines }));
}

export type AddOutcome = 'added' | 'capped' | 'out_of_stock' | 'cart_full';

/** Adds to the line of the product (or a new line), capped at the stock and the per-line limit. */
export function addVisitorLine(lines: readonly VisitorCartLine[], product: Product, quantity: number): { lines: VisitorCartLine[]; outcome: AddOutcome } {
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
  const raw = storage.getItem(STORAGE_KEYS.orderAttribution.key);
  if (raw === null) return undefined;
  try {
    const parsed = OrderAttribution.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable: dropped below.
  }
  storage.removeItem(STORAGE_KEYS.orderAttribution.key);
  return undefined;
}

export function writeAttribution(storage: Storage, attribution: OrderAttribution | undefined): void {
  if (attribution === undefined) storage.removeItem(STORAGE_KEYS.orderAttribution.key);
  else storage.setItem(STORAGE_KEYS.orderAttribution.key, JSON.stringify(attribution));
}

/**
 * The visitor's cart as the app's one object (created by the app providers): every cart button and list reads and
 * writes through it, so all show the same lines, also across tabs; and it remembers which accounts' carts are being
 * merged, so the merge runs once per sign-in however many components show the cart.
 */
export class VisitorCartStore {
  private readonly listeners = new Set<() => void>();
  private readonly mergesStarted = new Set<string>();

  constructor(
    private readonly storage: Storage,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  ) {}

  /** The stored text, for components to notice a change; read the lines with lines(). */
  stored(): string | null {
    return this.storage.getItem(STORAGE_KEYS.visitorCart.key);
  }

  lines(): VisitorCartLine[] {
    return readVisitorCart(this.storage);
  }

  write(lines: readonly VisitorCartLine[]): void {
    writeVisitorCart(this.storage, lines);
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.visitorCart.key) listener();
    };
    this.events.addEventListener('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      this.events.removeEventListener('storage', onStorage);
    };
  }

  /** True for the first caller of an account's merge in this page's life; release it if the merge failed. */
  claimMerge(userId: string): boolean {
    if (this.mergesStarted.has(userId)) return false;
    this.mergesStarted.add(userId);
    return true;
  }

  releaseMerge(userId: string): void {
    this.mergesStarted.delete(userId);
  }
}
