// A promo code offered outside the cart (the quick chat's special offer, spec 4) waits here until checkout.
import { STORAGE_KEYS } from '../../platform/storage-keys';

/** The longest code the checkout accepts. */
const MAX_PROMO_CODE_LENGTH = 40;

export function offerPromoCode(storage: Storage, code: string): void {
  storage.setItem(STORAGE_KEYS.offeredPromo.key, code);
}

/** The offered code, or '' when none (or when what is stored is not a plausible code). */
export function readOfferedPromo(storage: Storage): string {
  const code = storage.getItem(STORAGE_KEYS.offeredPromo.key)?.trim() ?? '';
  return code.length <= MAX_PROMO_CODE_LENGTH ? code : '';
}

export function clearOfferedPromo(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.offeredPromo.key);
}
