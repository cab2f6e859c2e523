// Storefront money rules shared by the server (which decides every price) and the renderer (which shows the
// visitor's browser cart with the same arithmetic). Money is always integer minor units plus an ISO currency.

/** Currencies the storefront can be configured with (STOREFRONT_CURRENCY); all have two decimal places. */
export const STOREFRONT_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type StorefrontCurrency = (typeof STOREFRONT_CURRENCIES)[number];
/** Spec 9: chat cards show rupees. */
export const DEFAULT_STOREFRONT_CURRENCY: StorefrontCurrency = 'INR';

/** Minor units per major unit (paise per rupee, cents per dollar). */
export const MINOR_UNITS_PER_MAJOR = 100;

/** Spec 3: the badges of the demo marketplace. */
export const PRODUCT_BADGES = ['30% OFF', 'NEW', 'POPULAR', 'LIMITED', 'FLASH SALE'] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

/** The most of one product a cart line or order line may hold: a household supply, not a wholesale order. */
export const MAX_QUANTITY_PER_LINE = 20;
/** The most distinct products in one cart or order. */
export const MAX_LINES_PER_ORDER = 50;

/** The most of one product a line may hold: the stock, and never more than the per-line limit. */
export function quantityCap(stock: number): number {
  return Math.min(stock, MAX_QUANTITY_PER_LINE);
}

/** Spec 4 and 9: GUARDIAN10 takes 10% off the first order of an account. */
export const FIRST_ORDER_PROMO = { code: 'GUARDIAN10', percentOff: 10 } as const;

/** Whole percent saved against the original price; 0 when there is no saving. */
export function discountPercent(price: number, originalPrice: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) * 100) / originalPrice);
}

export interface PricedLine {
  unitPrice: number;
  originalUnitPrice: number;
  quantity: number;
}

export interface PriceSummary {
  /** Sum of unit price × quantity. */
  subtotal: number;
  /** What the same lines cost at original prices. */
  originalSubtotal: number;
  /** originalSubtotal − subtotal: what the product discounts already save. */
  savings: number;
  /** Promo discount taken off the subtotal. */
  discount: number;
  /** subtotal − discount: what is charged. */
  total: number;
}

/** Prices a set of lines; a promo takes percentOff of the subtotal, rounded to the nearest minor unit. */
export function priceLines(lines: readonly PricedLine[], percentOff = 0): PriceSummary {
  let subtotal = 0;
  let originalSubtotal = 0;
  for (const line of lines) {
    subtotal += line.unitPrice * line.quantity;
    originalSubtotal += Math.max(line.originalUnitPrice, line.unitPrice) * line.quantity;
  }
  const discount = Math.round((subtotal * percentOff) / 100);
  return { subtotal, originalSubtotal, savings: originalSubtotal - subtotal, discount, total: subtotal - discount };
}

/** Reward coins for a purchase: `coinsPer100` for every 100 major units charged, rounded down. */
export function purchaseRewardCoins(totalMinor: number, coinsPer100: number): number {
  return Math.floor((totalMinor * coinsPer100) / (100 * MINOR_UNITS_PER_MAJOR));
}

/** One formatter per locale and currency: making an Intl.NumberFormat costs far more than using one (a product list formats hundreds of prices). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The storefront's currencies' symbols, as Intl writes them in the locales below. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { INR: '₹', USD: '$', EUR: '€', GBP: '£' };
/** 12,34,567 (Indian) or 1,234,567. */
type DigitGrouping = 'indian' | 'thousands';
/** How the locales the storefront uses group digits. */
const DIGIT_GROUPING: Readonly<Record<string, DigitGrouping>> = { 'en-IN': 'indian', 'en-US': 'thousands' };

function groupDigits(digits: string, grouping: DigitGrouping): string {
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  if (head === '') return tail;
  const size = grouping === 'indian' ? 2 : 3;
  const groups: string[] = [];
  for (let end = head.length; end > 0; end -= size) groups.unshift(head.slice(Math.max(0, end - size), end));
  return `${groups.join(',')},${tail}`;
}

/**
 * Whole minor units of a storefront currency in a storefront locale, written as Intl.NumberFormat writes them (the
 * tests compare the two over every currency, locale and size); undefined for anything else, which Intl formats. A
 * browser's first Intl number formatter loads its number data: 40–80 ms on the build machine, paid by the first
 * product list of every visit, where this is string work.
 */
function quickMoney(minor: number, currency: string, locale: string): string | undefined {
  const symbol = CURRENCY_SYMBOLS[currency];
  const grouping = DIGIT_GROUPING[locale];
  // Past 15 digits a double no longer holds minor / 100 to the paisa, and Intl writes what the double holds.
  if (symbol === undefined || grouping === undefined || !Number.isInteger(minor) || Math.abs(minor) >= 1e15 || Object.is(minor, -0)) return undefined;
  const units = Math.abs(minor);
  const major = Math.floor(units / MINOR_UNITS_PER_MAJOR);
  const cents = String(units % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${symbol}${groupDigits(String(major), grouping)}.${cents}`;
}

/** "₹1,299.00" — for messages and labels; minor units in, the currency's own symbol out. */
export function formatMoney(minor: number, currency: string, locale = 'en-IN'): string {
  const quick = quickMoney(minor, currency, locale);
  if (quick !== undefined) return quick;
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(minor / MINOR_UNITS_PER_MAJOR);
}

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** A plain decimal with up to two fraction digits, as its shortest form writes it: nothing to round. */
const SHORT_DECIMAL = /^(\d+)(\.\d{1,2})?$/;

/**
 * "1,000" or "2.5" — an amount (a label's milligrams, a count) with at most two fraction digits, digits grouped as the
 * locale groups them. Written as Intl.NumberFormat({ maximumFractionDigits: 2 }) writes it (tested side by side): string
 * work for an amount that needs no rounding in en-IN or en-US, Intl for anything else (see quickMoney for why).
 */
export function formatDecimal(value: number, locale = 'en-IN'): string {
  const grouping = DIGIT_GROUPING[locale];
  const shortest = SHORT_DECIMAL.exec(String(Math.abs(value)));
  if (grouping !== undefined && shortest && Math.abs(value) < 1e15 && !Object.is(value, -0)) {
    return `${value < 0 ? '-' : ''}${groupDigits(shortest[1]!, grouping)}${shortest[2] ?? ''}`;
  }
  let format = decimalFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    decimalFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The price a chat card shows (spec 9: recommended products carry an extra 10% off, redeemed with GUARDIAN10): the
 * current price less 10%, rounded as priceLines rounds the promo, so the card and the checkout agree.
 */
export function chatOfferPrice(price: number): number {
  return price - Math.round((price * FIRST_ORDER_PROMO.percentOff) / 100);
}
