// Helpers the commerce seeds share: stable ids, so re-running the seed finds its own rows, and rupee prices
// converted to the storefront currency.
import { createHash } from 'node:crypto';
import { MINOR_UNITS_PER_MAJOR } from '@common/commerce';
import type { StorefrontCurrency } from '@common/commerce';

/** A UUID-shaped id derived from what the row is, the same on every machine and every start. */
export function seedId(kind: string, key: string): string {
  const hex = createHash('sha256').update(`guardians-seed:${kind}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Rupees per unit of each storefront currency, fixed at seed time: shelf prices, not an exchange desk. */
const RUPEES_PER_UNIT: Readonly<Record<StorefrontCurrency, number>> = { INR: 1, USD: 83, EUR: 90, GBP: 105 };

/**
 * Seed prices in minor units of `currency`. Rupee prices are kept as they are; other currencies get a .99 shelf
 * price for the original, and the sale price keeps the same ratio so "30% OFF" stays 30% off.
 */
export function seedPrices(priceInr: number, originalPriceInr: number, currency: StorefrontCurrency): { price: number; originalPrice: number } {
  if (currency === 'INR') return { price: priceInr * MINOR_UNITS_PER_MAJOR, originalPrice: originalPriceInr * MINOR_UNITS_PER_MAJOR };
  const originalPrice = Math.max(1, Math.round(originalPriceInr / RUPEES_PER_UNIT[currency])) * MINOR_UNITS_PER_MAJOR - 1;
  const price = priceInr === originalPriceInr ? originalPrice : Math.round((originalPrice * priceInr) / originalPriceInr);
  return { price, originalPrice };
}

/** `now` minus whole days, as the ISO text the tables store. */
export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}
