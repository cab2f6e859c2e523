// The visitor cart's records as stored in localStorage, read with their schemas: a cart written by an older version,
// or edited by hand, is discarded. Loaded by VisitorCartStore beside the first page (zod stays out of the first load).
import { z } from 'zod';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from '@common/commerce';
import { Currency, MoneyAmount } from '@common/contracts/catalog';
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
