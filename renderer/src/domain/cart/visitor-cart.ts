// The cart of a visitor who is not signed in, kept in localStorage until sign-in merges it into the server cart.
// Whatever is read back is validated (visitor-cart-records.ts): a cart written by an older version, or edited by hand,
// is discarded.
import { MAX_LINES_PER_ORDER, quantityCap } from '@common/commerce';
import type { Product } from '@common/contracts/catalog';
import type { OrderAttribution } from '@common/contracts/orders';
import { STORAGE_KEYS } from '../../platform/storage-keys';
import type * as VisitorCartRecordsModule from './visitor-cart-records';
import type { VisitorCartLine } from './visitor-cart-records';

export type { VisitorCartLine } from './visitor-cart-records';

type VisitorCartRecords = typeof VisitorCartRecordsModule;

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
  private records: VisitorCartRecords | null = null;
  private loading: Promise<void> | null = null;

  /**
   * A stored cart's records' schemas start loading at once; with no cart stored they load with the first write (or a
   * cart written by another tab), so a visitor's first visit loads no schema for an empty cart. Until they are here the
   * cart reads as empty and stored() as null, and the subscribers hear when they arrive. Writes wait for ready(), so
   * nothing stored is lost meanwhile.
   */
  constructor(
    private readonly storage: Storage,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
    private readonly load: () => Promise<VisitorCartRecords> = () => import('./visitor-cart-records'),
  ) {
    if (storage.getItem(STORAGE_KEYS.visitorCart.key) !== null) void this.ready();
  }

  /** Resolves once stored carts can be read and written (starting the load if nothing has yet). */
  ready(): Promise<void> {
    if (!this.loading) {
      this.loading = this.load().then((records) => {
        this.records = records;
        this.notify();
      });
      // A failed load (the network went away before the chunk came) is told to whoever waits on ready().
      this.loading.catch(() => undefined);
    }
    return this.loading;
  }

  /** The stored text, for components to notice a change; read the lines with lines(). Null until ready. */
  stored(): string | null {
    return this.records ? this.storage.getItem(STORAGE_KEYS.visitorCart.key) : null;
  }

  lines(): VisitorCartLine[] {
    return this.records ? this.records.readVisitorCart(this.storage) : [];
  }

  /** Replaces the lines; call it after ready() (before, the stored cart has not been read and would be overwritten). */
  write(lines: readonly VisitorCartLine[]): void {
    if (!this.records) throw new Error('VisitorCartStore.write before ready(): the stored cart has not been read yet.');
    writeVisitorCart(this.storage, lines);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.visitorCart.key) return;
      // Another tab wrote the first cart: its records load, and the listeners hear again when they are here.
      if (!this.records) void this.ready();
      listener();
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
