// Checkout rules shared by the server (which decides every total) and the renderer (which explains them): postcodes
// per country, delivery options and their dates, coins redeemed against an order, and the tax line. Money is integer
// minor units; dates are calendar days (YYYY-MM-DD) in UTC.
import { MINOR_UNITS_PER_MAJOR } from './commerce';

/** Countries the address book offers, with how their postcodes are written. */
export const ADDRESS_COUNTRIES = [
  { code: 'IN', name: 'India', postcodeLabel: 'PIN code', postcodeExample: '560001' },
  { code: 'US', name: 'United States', postcodeLabel: 'ZIP code', postcodeExample: '94103' },
  { code: 'GB', name: 'United Kingdom', postcodeLabel: 'Postcode', postcodeExample: 'SW1A 1AA' },
  { code: 'IE', name: 'Ireland', postcodeLabel: 'Eircode', postcodeExample: 'D02 X285' },
  { code: 'DE', name: 'Germany', postcodeLabel: 'Postleitzahl', postcodeExample: '10115' },
  { code: 'FR', name: 'France', postcodeLabel: 'Code postal', postcodeExample: '75001' },
  { code: 'AE', name: 'United Arab Emirates', postcodeLabel: 'Postal code (optional)', postcodeExample: '' },
  { code: 'SG', name: 'Singapore', postcodeLabel: 'Postal code', postcodeExample: '018956' },
] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]['code'];
export const ADDRESS_COUNTRY_CODES = ADDRESS_COUNTRIES.map((country) => country.code) as [AddressCountry, ...AddressCountry[]];

/**
 * Postcode formats: India's six-digit PIN (first digit 1–9), the US ZIP or ZIP+4, the UK's outward and inward codes
 * (Royal Mail's pattern, spaces optional), Ireland's Eircode, five-digit German and French codes, Singapore's six
 * digits. The UAE has no postcodes: an empty one is accepted there.
 */
const POSTCODE_PATTERNS: Readonly<Record<AddressCountry, RegExp>> = {
  IN: /^[1-9][0-9]{5}$/,
  US: /^[0-9]{5}(?:-[0-9]{4})?$/,
  GB: /^(?:GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/,
  IE: /^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
  DE: /^[0-9]{5}$/,
  FR: /^[0-9]{5}$/,
  AE: /^$/,
  SG: /^[0-9]{6}$/,
};

/** The postcode as it is stored: upper case, single spaces, trimmed; UK and Irish codes get their one space back. */
export function normalizePostcode(country: AddressCountry, postcode: string): string {
  const compact = postcode.trim().toUpperCase().replace(/\s+/g, ' ');
  if ((country === 'GB' || country === 'IE') && POSTCODE_PATTERNS[country].test(compact)) {
    const bare = compact.replace(/ /g, '');
    const inward = country === 'GB' ? 3 : 4;
    return `${bare.slice(0, bare.length - inward)} ${bare.slice(bare.length - inward)}`;
  }
  return compact;
}

export function isValidPostcode(country: AddressCountry, postcode: string): boolean {
  return POSTCODE_PATTERNS[country].test(normalizePostcode(country, postcode));
}

export function countryOf(code: string): (typeof ADDRESS_COUNTRIES)[number] | undefined {
  return ADDRESS_COUNTRIES.find((country) => country.code === code);
}

export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** One way to send an order: its price, and how many working days (Monday to Friday) it takes at the least and most. */
export interface DeliveryRule {
  method: DeliveryMethod;
  label: string;
  /** Minor units of the store's currency. */
  fee: number;
  /** Orders whose goods (after discounts and coins) reach this much ship free by this method; null: never free. */
  freeFrom: number | null;
  minWorkingDays: number;
  maxWorkingDays: number;
}

export interface DeliveryOption {
  method: DeliveryMethod;
  label: string;
  fee: number;
  /** The fee before a free-delivery threshold took it away (equals fee when it did not). */
  regularFee: number;
  estimatedFrom: string;
  estimatedTo: string;
}

/** The day `workingDays` Monday-to-Friday days after `from` (orders placed at the weekend start on Monday). */
export function addWorkingDays(from: Date, workingDays: number): string {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

export function deliveryOptions(rules: readonly DeliveryRule[], goodsTotal: number, now: Date): DeliveryOption[] {
  return rules.map((rule) => ({
    method: rule.method,
    label: rule.label,
    fee: rule.freeFrom !== null && goodsTotal >= rule.freeFrom ? 0 : rule.fee,
    regularFee: rule.fee,
    estimatedFrom: addWorkingDays(now, rule.minWorkingDays),
    estimatedTo: addWorkingDays(now, rule.maxWorkingDays),
  }));
}

/** How coins turn into money at checkout: `coinsPerMajorUnit` coins are worth one rupee (or dollar, pound…). */
export interface CoinRedemptionRule {
  coinsPerMajorUnit: number;
  /** The most of an order's goods (after the promo) that coins may pay, in whole percent. */
  maxPercentOfOrder: number;
}

/** What `coins` are worth in minor units, rounded down to a whole paisa. */
export function coinsValue(coins: number, rule: CoinRedemptionRule): number {
  return Math.floor((coins * MINOR_UNITS_PER_MAJOR) / rule.coinsPerMajorUnit);
}

/** The most coins an order of `goodsTotal` minor units may take, before the customer's balance is considered. */
export function maxRedeemableCoins(goodsTotal: number, rule: CoinRedemptionRule): number {
  const capMinor = Math.floor((goodsTotal * rule.maxPercentOfOrder) / 100);
  return Math.floor((capMinor * rule.coinsPerMajorUnit) / MINOR_UNITS_PER_MAJOR);
}

/** How a country's sales tax shows on an order: contained in the prices (India's GST) or added on top. */
export interface TaxRule {
  label: string;
  /** Percent, e.g. 18 for GST on nutraceuticals. */
  ratePercent: number;
  included: boolean;
}

export interface TaxLine extends TaxRule {
  /** Minor units: the part of the total that is tax when included, the amount added when not. */
  amount: number;
}

/** Tax on a taxable amount (goods after discounts and coins, plus delivery). */
export function taxLine(rule: TaxRule, taxable: number): TaxLine {
  const amount = rule.included ? taxable - Math.round((taxable * 100) / (100 + rule.ratePercent)) : Math.round((taxable * rule.ratePercent) / 100);
  return { ...rule, amount };
}
