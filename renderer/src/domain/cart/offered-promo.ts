// A promo code offered outside the cart (the quick chat's special offer, spec 4) waits here until checkout.
import { z } from 'zod';
import { STORAGE_KEYS } from '../../platform/storage-keys';

const promoCodeSchema = z.string().trim().min(1).max(40);

export function offerPromoCode(storage: Storage, code: string): void {
  storage.setItem(STORAGE_KEYS.offeredPromo.key, code);
}

/** The offered code, or '' when none (or when what is stored is not a plausible code). */
export function readOfferedPromo(storage: Storage): string {
  const parsed = promoCodeSchema.safeParse(storage.getItem(STORAGE_KEYS.offeredPromo.key));
  return parsed.success ? parsed.data : '';
}

export function clearOfferedPromo(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.offeredPromo.key);
}
