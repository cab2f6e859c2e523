// Server configuration from the environment, validated once at start so a typo fails loudly instead of later.
import { z } from 'zod';
import { DEFAULT_STOREFRONT_CURRENCY, MINOR_UNITS_PER_MAJOR, STOREFRONT_CURRENCIES } from '@common/commerce';
import { ADDRESS_COUNTRY_CODES } from '@common/checkout';
import type { AddressCountry, CoinRedemptionRule, DeliveryRule, TaxRule } from '@common/checkout';
import type { StorefrontCurrency } from '@common/commerce';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import type { PasswordPolicy } from '@common/password-policy';
import { GUARDIAN_IDS } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import { DEFAULT_ELEVENLABS_VOICE_IDS } from '@common/voice';
import { DEFAULT_VITAMIN_D_BANDS, VITAMIN_D_BAND_IDS } from '@common/lab-results';
import type { VitaminDBandSet } from '@common/lab-results';
import { STORE_CONTACT } from '@common/store-contact';
import type { BullmqConnection } from './jobs/bullmq-job-queue';
import type { S3FileStoreSettings } from './files/s3-file-store';

/** The sender of every mail unless MAIL_FROM says otherwise (STORE_CONTACT's address). */
export const DEFAULT_MAIL_FROM = `Guardians <${STORE_CONTACT.email}>`;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset or blank variable means "use the default". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const optionalFlag = optionalText.pipe(
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
);

const positiveInteger = (fallback: number) => optionalText.pipe(z.coerce.number<string>().int().min(1).default(fallback));

export const DEFAULT_ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';
/** ElevenLabs' low-latency model; ELEVENLABS_MODEL_ID picks another (eleven_multilingual_v2 for the richest voice). */
export const DEFAULT_ELEVENLABS_MODEL_ID = 'eleven_flash_v2_5';
export const DEFAULT_ELEVENLABS_TIMEOUT_MS = 8000;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Express's `trust proxy`: which hops may set X-Forwarded-For, and so decide req.ip. */
export type TrustProxySetting = boolean | number | string;

function parseTrustProxy(value: string): TrustProxySetting {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const originList = optionalText.pipe(
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((origin) => new URL(origin).origin)))
    .optional(),
);

/** A host name as a URL spells it (lower case, punycode, IPv6 in brackets); undefined when `entry` is more than a name. */
function hostNameOf(entry: string): string | undefined {
  try {
    const url = new URL(`http://${entry}`);
    const bare = url.port === '' && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return bare && url.hostname !== '' ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

const hostList = optionalText.pipe(
  z
    .string()
    .transform((value, context) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const name = hostNameOf(entry);
          if (name === undefined)
            context.addIssue({ code: 'custom', message: `"${entry}" is not a host name; give names such as shop.example.com, without scheme or port` });
          return name ?? entry;
        }),
    )
    .optional(),
);

/** How long a language-model answer may take before the embedded answers stand in (LLM_TIMEOUT_MS); the desktop app uses it too. */
export const DEFAULT_LLM_TIMEOUT_MS = 8000;

const EnvironmentSchema = z.object({
  PORT: optionalText.pipe(z.coerce.number<string>().int().min(0).max(65_535).default(5000)),
  HOST: optionalText.pipe(z.string().default('0.0.0.0')),
  GUARDIANS_DATA_DIR: optionalText.pipe(z.string().default('./data')),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset to use the embedded SQLite database)')
      .optional(),
  ),
  WEB_DIST_DIR: optionalText.pipe(z.string().default('dist/web')),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).default('info')),
  LOG_BUFFERED: optionalFlag,
  ADMIN_SETUP_TOKEN_FILE: optionalText,
  NODE_ENV: optionalText.pipe(z.enum(['development', 'production', 'test']).default('development')),

  GUARDIANS_SESSION_TTL_DAYS: positiveInteger(30),
  GUARDIANS_COOKIE_SECURE: optionalFlag,
  GUARDIANS_ALLOWED_ORIGINS: originList,
  GUARDIANS_ALLOWED_HOSTS: hostList,
  GUARDIANS_TRUST_PROXY: optionalText.pipe(z.string().default('false')),
  GUARDIANS_PUBLIC_ORIGIN: optionalText.pipe(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => new URL(url).origin)
      .optional(),
  ),

  // Engines (issue 42): the job queue, and where mails go.
  JOBS: optionalText.pipe(z.enum(['embedded', 'bullmq']).default('embedded')),
  JOBS_WORKER: optionalFlag,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss:// (leave it unset to keep BullMQ on PostgreSQL)')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'must look like smtp://user:pass@host:port or smtps://… (leave it unset to keep mails in the outbox)')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().max(200).default(DEFAULT_MAIL_FROM)),
  FILE_STORE: optionalText.pipe(
    z
      .string()
      .regex(/^(local|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9])$/, 'must be local or s3://bucket-name (a valid S3 bucket name)')
      .default('local'),
  ),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalText.pipe(z.string().max(50).default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalFlag,

  PASSWORD_MIN_LENGTH: optionalText.pipe(z.coerce.number<string>().int().min(1).max(4096).default(DEFAULT_PASSWORD_POLICY.minLength)),
  PASSWORD_MAX_LENGTH: optionalText.pipe(z.coerce.number<string>().int().min(1).max(4096).optional()),
  PASSWORD_REQUIRE_LOWERCASE: optionalFlag,
  PASSWORD_REQUIRE_UPPERCASE: optionalFlag,
  PASSWORD_REQUIRE_NUMERIC: optionalFlag,
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: optionalFlag,
  PASSWORD_MIN_STRENGTH: optionalText.pipe(z.coerce.number<string>().int().min(0).max(4).default(DEFAULT_PASSWORD_POLICY.minStrength)),

  SIGNUP_REWARD_COINS: positiveInteger(100),
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInteger(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInteger(20),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInteger(15),
  ACCOUNT_CREATIONS_PER_ADDRESS: positiveInteger(30),
  ACCOUNT_CREATION_WINDOW_MINUTES: positiveInteger(15),

  STOREFRONT_CURRENCY: optionalText.pipe(z.enum(STOREFRONT_CURRENCIES).default(DEFAULT_STOREFRONT_CURRENCY)),
  PURCHASE_REWARD_COINS_PER_100: optionalText.pipe(z.coerce.number<string>().int().min(0).max(10_000).default(10)),
  SUBSCRIPTION_DISCOUNT_PERCENT: optionalText.pipe(z.coerce.number<string>().int().min(0).max(50).default(5)),
  STANDARD_DELIVERY_FEE: optionalText.pipe(z.coerce.number<string>().min(0).max(100_000).default(49)),
  EXPRESS_DELIVERY_FEE: optionalText.pipe(z.coerce.number<string>().min(0).max(100_000).default(149)),
  FREE_DELIVERY_FROM: optionalText.pipe(z.coerce.number<string>().min(0).max(10_000_000).default(499)),
  COINS_PER_CURRENCY_UNIT: positiveInteger(10),
  COINS_MAX_PERCENT_OF_ORDER: optionalText.pipe(z.coerce.number<string>().int().min(0).max(100).default(20)),
  VITAMIN_D_BANDS: optionalText,
  TAX_RATES: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Z]{2}=[A-Za-z ]{1,16}:[0-9]{1,2}(\.[0-9]{1,3})?(,[A-Z]{2}=[A-Za-z ]{1,16}:[0-9]{1,2}(\.[0-9]{1,3})?)*$/,
        'must look like GB=VAT:20,US=Sales tax:0',
      )
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  RAZORPAY_KEY_ID: optionalText.pipe(
    z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'must look like rzp_test_… or rzp_live_…')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),

  FIREBASE_PROJECT_ID: optionalText,
  GCLOUD_PROJECT: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  LLM_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: positiveInteger(DEFAULT_LLM_TIMEOUT_MS),
  CHAT_MESSAGES_PER_MINUTE: positiveInteger(30),
  CHAT_KNOWLEDGE_TTL_SECONDS: positiveInteger(60),
  STOREFRONT_EMERGENCY_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\+?[0-9]{2,15}$/, 'must be a phone number of digits such as 112 or 911')
      .default('112'),
  ),
  STOREFRONT_CRISIS_LINE: optionalText.pipe(
    z
      .string()
      .regex(/^(?:[^\n]{1,60}\s)?\+?[0-9][0-9-]{1,19}$/, 'must be a phone number, optionally after the line\'s name, such as "Tele-MANAS 14416" or "988"')
      .default('Tele-MANAS 14416'),
  ),
  STOREFRONT_SAFE_HOME_LINE: optionalText.pipe(
    z
      .string()
      .regex(/^(?:[^\n]{1,60}\s)?\+?[0-9][0-9-]{1,19}$/, 'must be a phone number, optionally after the line\'s name, such as "Women Helpline 181"')
      .default('Women Helpline 181'),
  ),
  STOREFRONT_CHILD_LINE: optionalText.pipe(
    z
      .string()
      .regex(/^(?:[^\n]{1,60}\s)?\+?[0-9][0-9-]{1,19}$/, 'must be a phone number, optionally after the line\'s name, such as "Childline 1098"')
      .default('Childline 1098'),
  ),

  ELEVENLABS_API_KEY: optionalText,
  ELEVENLABS_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).default(DEFAULT_ELEVENLABS_BASE_URL)),
  ELEVENLABS_MODEL_ID: optionalText.pipe(z.string().max(100).default(DEFAULT_ELEVENLABS_MODEL_ID)),
  ELEVENLABS_TIMEOUT_MS: positiveInteger(DEFAULT_ELEVENLABS_TIMEOUT_MS),
  ...elevenLabsVoiceVariables(),
  VOICE_DAILY_CHARACTER_LIMIT: positiveInteger(100_000),
  VOICE_VISITOR_DAILY_CHARACTER_LIMIT: optionalText.pipe(z.coerce.number<string>().int().min(0).optional()),
  VOICE_GUEST_CHARACTERS_PER_DAY: positiveInteger(5_000),
  VOICE_SOCKET_IDLE_SECONDS: positiveInteger(120),

  FIREBASE_AUTH_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as my-project.firebaseapp.com')
      .optional(),
  ),
});

export interface RateLimit {
  /** Attempts allowed per window before the answer is 429 RATE_LIMITED. */
  max: number;
  windowMs: number;
}

/** Everything the accounts, sessions and security code can be tuned with. */
export interface AccountSettings {
  sessionTtlMs: number;
  /** Secure attribute on the session cookie; on by default in production. */
  secureCookies: boolean;
  /** Origins besides the server's own that may send cookie-authenticated writes (e.g. a separate web front). */
  allowedOrigins: readonly string[];
  trustProxy: TrustProxySetting;
  /** GUARDIANS_PUBLIC_ORIGIN: the origin browsers use (https://shop.example); writes from any other are refused. */
  publicOrigin: string | undefined;
  /**
   * GUARDIANS_ALLOWED_HOSTS: without a public origin, the host names (besides loopback ones, always accepted) whose
   * Host header a write's Origin is compared with; any other name may be one another site points here (DNS rebinding).
   */
  allowedHosts: readonly string[];
  passwordPolicy: PasswordPolicy;
  /** What the signup reward pays (type system_bonus); the breadcrumb's own amount is ignored. */
  signupRewardCoins: number;
  loginFailuresPerEmail: RateLimit;
  loginFailuresPerAddress: RateLimit;
  /** Registrations and demo accounts, each counted per client address. */
  accountCreationsPerAddress: RateLimit;
  /** Firebase project whose ID tokens /api/firebase-auth accepts; without one, federated sign-in answers 503. */
  firebaseProjectId: string | undefined;
  /** The Firebase auth domain (FIREBASE_AUTH_DOMAIN) whose sign-in pages the storefront frames; widens the CSP. */
  firebaseAuthDomain: string | undefined;
  /** host:port of the Firebase Auth emulator in development and tests; widens the CSP to it. */
  firebaseAuthEmulatorHost: string | undefined;
  /** Development only: one account per partner role with the password of server/setup/seed/dev-accounts.ts. */
  seedDevAccounts: boolean;
}

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  sessionTtlMs: 30 * DAY_MS,
  secureCookies: false,
  allowedOrigins: [],
  trustProxy: false,
  publicOrigin: undefined,
  allowedHosts: [],
  passwordPolicy: DEFAULT_PASSWORD_POLICY,
  signupRewardCoins: 100,
  loginFailuresPerEmail: { max: 5, windowMs: 15 * MINUTE_MS },
  loginFailuresPerAddress: { max: 20, windowMs: 15 * MINUTE_MS },
  accountCreationsPerAddress: { max: 30, windowMs: 15 * MINUTE_MS },
  firebaseProjectId: undefined,
  firebaseAuthDomain: undefined,
  firebaseAuthEmulatorHost: undefined,
  seedDevAccounts: false,
};

/** Storefront money: the currency prices are seeded and submitted in, and what a purchase pays in coins. */
export interface CommerceSettings {
  currency: StorefrontCurrency;
  /** Reward coins per 100 major units (₹100, $100) of an order's total, rounded down; 0 turns rewards off. */
  purchaseRewardCoinsPer100: number;
  /** SUBSCRIPTION_DISCOUNT_PERCENT (5): what subscribe & save takes off each renewal's products, 0 to 50. */
  subscriptionDiscountPercent: number;
  /** STANDARD_DELIVERY_FEE, EXPRESS_DELIVERY_FEE and FREE_DELIVERY_FROM (major units; standard only ships free). */
  delivery: readonly DeliveryRule[];
  /** COINS_PER_CURRENCY_UNIT (10 coins = ₹1) and COINS_MAX_PERCENT_OF_ORDER (20). */
  coins: CoinRedemptionRule;
  /** Tax added on top, per delivery country, when the currency is not INR (TAX_RATES=GB=VAT:20,US=Sales tax:0). */
  taxRates: Readonly<Partial<Record<AddressCountry, TaxRule>>>;
  /** Card payments through Stripe: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY (STRIPE_API_BASE for a test double). */
  stripe: StripeSettings | undefined;
  /** Paying in rupees through Razorpay: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (RAZORPAY_API_BASE for a test double). */
  razorpay: RazorpaySettings | undefined;
}

export interface RazorpaySettings {
  /** rzp_test_… or rzp_live_…: handed to the browser, which opens Razorpay's checkout with it. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where Razorpay's API is; unset: https://api.razorpay.com. */
  apiBase: string | undefined;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** pk_…: handed to the browser, which loads Stripe.js with it to show the card form. */
  publishableKey: string;
  /** Where Stripe's API is; unset: api.stripe.com. */
  apiBase: string | undefined;
}

/** Prices in rupees include GST (18% on nutraceuticals); nothing is added on top. */
export const INR_TAX_RULE: TaxRule = { label: 'GST', ratePercent: 18, included: true };

export const DEFAULT_TAX_RATES: Readonly<Partial<Record<AddressCountry, TaxRule>>> = {
  GB: { label: 'VAT', ratePercent: 20, included: false },
  IE: { label: 'VAT', ratePercent: 23, included: false },
  DE: { label: 'VAT', ratePercent: 19, included: false },
  FR: { label: 'VAT', ratePercent: 20, included: false },
  AE: { label: 'VAT', ratePercent: 5, included: false },
  SG: { label: 'GST', ratePercent: 9, included: false },
  US: { label: 'Sales tax', ratePercent: 0, included: false },
};

export function deliveryRules(standardFee: number, expressFee: number, freeFrom: number): DeliveryRule[] {
  const minor = (major: number) => Math.round(major * MINOR_UNITS_PER_MAJOR);
  return [
    { method: 'standard', label: 'Standard delivery', fee: minor(standardFee), freeFrom: minor(freeFrom), minWorkingDays: 3, maxWorkingDays: 6 },
    { method: 'express', label: 'Express delivery', fee: minor(expressFee), freeFrom: null, minWorkingDays: 1, maxWorkingDays: 2 },
  ];
}

/** "GB=VAT:20,US=Sales tax:0" → the table, on top of the defaults. */
export function parseTaxRates(value: string | undefined): Partial<Record<AddressCountry, TaxRule>> {
  const rates: Partial<Record<AddressCountry, TaxRule>> = { ...DEFAULT_TAX_RATES };
  for (const entry of value ? value.split(',') : []) {
    const [country = '', rest = ''] = entry.split('=');
    const [label = '', rate = '0'] = rest.split(':');
    const code = ADDRESS_COUNTRY_CODES.find((known) => known === country);
    if (!code) throw new ConfigError(`TAX_RATES names ${country}, which is not a country the address book offers (${ADDRESS_COUNTRY_CODES.join(', ')}).`);
    rates[code] = { label: label.trim(), ratePercent: Number(rate), included: false };
  }
  return rates;
}

export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  currency: DEFAULT_STOREFRONT_CURRENCY,
  purchaseRewardCoinsPer100: 10,
  subscriptionDiscountPercent: 5,
  delivery: deliveryRules(49, 149, 499),
  coins: { coinsPerMajorUnit: 10, maxPercentOfOrder: 20 },
  taxRates: DEFAULT_TAX_RATES,
  stripe: undefined,
  razorpay: undefined,
};

/** Guardian chat: the optional language model and how often a session or address may ask. */
export interface ChatSettings {
  /** OpenAI-compatible chat completions (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); the embedded provider alone when undefined. */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** Chat messages and quick recommendations per session (or per address when signed out). */
  messagesPerWindow: RateLimit;
  /** The knowledge index is rebuilt on the first question after this long, so catalog changes show up. */
  knowledgeTtlMs: number;
  /** What emergency and crisis replies tell a person to call. */
  safety: SafetyNumbers;
}

export interface SafetyNumbers {
  /** STOREFRONT_EMERGENCY_NUMBER: 112 works across Europe and in India. */
  emergencyNumber: string;
  /** STOREFRONT_CRISIS_LINE: India's national mental-health line by default (the store sells in rupees). */
  crisisLine: { name: string | null; number: string };
  /** STOREFRONT_SAFE_HOME_LINE: for someone not safe at home; India's Women Helpline by default. */
  safeHomeLine: { name: string | null; number: string };
  /** STOREFRONT_CHILD_LINE: for a child who is hurt, neglected or in danger at home or at work; India's Childline by default. */
  childLine: { name: string | null; number: string };
}

export const DEFAULT_SAFETY_NUMBERS: SafetyNumbers = {
  emergencyNumber: '112',
  crisisLine: { name: 'Tele-MANAS', number: '14416' },
  safeHomeLine: { name: 'Women Helpline', number: '181' },
  childLine: { name: 'Childline', number: '1098' },
};

/** "Tele-MANAS 14416" → name and number; "988" → number only. */
export function parseCrisisLine(value: string): SafetyNumbers['crisisLine'] {
  const match = /^(?:(.+?)\s+)?(\+?[0-9][0-9-]*)$/.exec(value.trim());
  return { name: match?.[1]?.trim() || null, number: (match?.[2] ?? value).replace(/-/g, '') };
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  llm: undefined,
  messagesPerWindow: { max: 30, windowMs: MINUTE_MS },
  knowledgeTtlMs: MINUTE_MS,
  safety: DEFAULT_SAFETY_NUMBERS,
};

/** The guardian voices: ElevenLabs when its key is set (the offline voice stays the fallback), and the budgets. */
export interface ElevenLabsSettings {
  apiKey: string;
  /** https://api.elevenlabs.io unless ELEVENLABS_BASE_URL says otherwise. */
  baseUrl: string;
  modelId: string;
  voiceIds: Readonly<Record<GuardianId, string>>;
  timeoutMs: number;
}

export interface VoiceLimits {
  /** Characters the offline voice speaks per UTC day on this server (VOICE_DAILY_CHARACTER_LIMIT). */
  dailyCharacterLimit: number;
  /**
   * Characters all visitors together may take of that per UTC day (VOICE_VISITOR_DAILY_CHARACTER_LIMIT); below the
   * daily limit, so the rest is always there for signed-in customers.
   */
  visitorDailyCharacterLimit: number;
  /** Characters a signed-out visitor's address may have spoken per UTC day (VOICE_GUEST_CHARACTERS_PER_DAY). */
  guestCharactersPerDay: number;
}

export interface VoiceSettings {
  elevenLabs: ElevenLabsSettings | undefined;
  limits: VoiceLimits;
  /** A /ws/voice socket with no message for this long is closed (VOICE_SOCKET_IDLE_SECONDS, 2 minutes). */
  socketIdleMs: number;
}

/** Visitors' share of the offline voice's day unless VOICE_VISITOR_DAILY_CHARACTER_LIMIT says otherwise. */
const VISITOR_VOICE_SHARE = 0.2;

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = {
  elevenLabs: undefined,
  limits: { dailyCharacterLimit: 100_000, visitorDailyCharacterLimit: 20_000, guestCharactersPerDay: 5_000 },
  socketIdleMs: 120_000,
};

/**
 * VITAMIN_D_BANDS: the interpretation bands lab results are read against, as JSON
 * `{id, source, sourceDate, bands: [{id, label, fromNgPerMl}]}` — guidelines differ, so a deployment may follow another,
 * naming its source and date. Bands ascend from 0 ng/mL; ids come from VITAMIN_D_BAND_IDS (a set may leave some out).
 */
const VitaminDBandSetSchema = z
  .object({
    id: z.string().trim().min(1).max(64),
    source: z.string().trim().min(1).max(300),
    sourceDate: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'sourceDate must be YYYY-MM or YYYY-MM-DD'),
    bands: z
      .array(z.object({ id: z.enum(VITAMIN_D_BAND_IDS), label: z.string().trim().min(1).max(40), fromNgPerMl: z.number().min(0).max(250) }).strict())
      .min(2)
      .max(VITAMIN_D_BAND_IDS.length),
  })
  .strict()
  .superRefine((set, context) => {
    if (set.bands[0]?.fromNgPerMl !== 0) context.addIssue({ code: 'custom', path: ['bands', 0], message: 'the first band must start at 0 ng/mL' });
    set.bands.forEach((band, index) => {
      const before = set.bands[index - 1];
      if (before && band.fromNgPerMl <= before.fromNgPerMl) {
        context.addIssue({ code: 'custom', path: ['bands', index], message: 'bands must ascend by fromNgPerMl' });
      }
      if (set.bands.findIndex((other) => other.id === band.id) !== index) {
        context.addIssue({ code: 'custom', path: ['bands', index], message: `the band ${band.id} appears twice` });
      }
    });
  });

export function parseVitaminDBands(value: string | undefined): VitaminDBandSet {
  if (value === undefined) return DEFAULT_VITAMIN_D_BANDS;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new ConfigError('VITAMIN_D_BANDS is not JSON; give {"id", "source", "sourceDate", "bands": [{"id", "label", "fromNgPerMl"}]} or unset it.');
  }
  const parsed = VitaminDBandSetSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${['VITAMIN_D_BANDS', ...issue.path].join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment; fix these variables and start again:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** JOBS, REDIS_URL, SMTP_URL, MAIL_FROM, FILE_STORE and S3_*: the engines behind jobs, mail and files. */
export interface EngineSettings {
  jobs: { kind: 'embedded' } | { kind: 'bullmq'; connection: BullmqConnection };
  /** JOBS_WORKER: whether the web server works jobs too (true), or leaves them to `npm run worker` processes. */
  worksJobs: boolean;
  mail: { kind: 'outbox' } | { kind: 'smtp'; url: string };
  mailFrom: string;
  /** `local`: the data folder's files/ (startServer places it). */
  files: { kind: 'local' } | ({ kind: 's3' } & S3FileStoreSettings);
  /** How instances tell each other what changed: Redis pub/sub with REDIS_URL, else LISTEN/NOTIFY on PostgreSQL, else none (SQLite: one instance). */
  changes: { kind: 'none' } | { kind: 'postgres' | 'redis'; url: string };
}

export const DEFAULT_ENGINE_SETTINGS: EngineSettings = {
  jobs: { kind: 'embedded' },
  worksJobs: true,
  mail: { kind: 'outbox' },
  mailFrom: DEFAULT_MAIL_FROM,
  files: { kind: 'local' },
  changes: { kind: 'none' },
};

export interface LabSettings {
  vitaminDBands: VitaminDBandSet;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Log lines are written in 4 KiB batches off the request path (production default) rather than one write each. */
  logBuffered: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  /** Besides the log: a file the one-time admin setup token is written to (mode 600), for scripts and tests. */
  adminSetupTokenFile: string | undefined;
  accounts: AccountSettings;
  commerce: CommerceSettings;
  chat: ChatSettings;
  voice: VoiceSettings;
  labs: LabSettings;
  engines: EngineSettings;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvironmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment; fix these variables and start again:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  // The emulator's tokens are unsigned: trusting them in production would let anyone sign in as anyone.
  if (values.STRIPE_SECRET_KEY && (!values.STRIPE_WEBHOOK_SECRET || !values.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET or STRIPE_PUBLISHABLE_KEY: without the webhook secret (whsec_…) card orders could never be marked paid, without the publishable key (pk_…) the browser cannot show the card form. Set all three, or none.',
    );
  }
  const razorpayKeys = [values.RAZORPAY_KEY_ID, values.RAZORPAY_KEY_SECRET, values.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      'Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together: without the key secret no order can be created or verified, without the webhook secret a payment whose browser closed would never be marked paid. Set all three, or none.',
    );
  }
  if (production && !values.GUARDIANS_PUBLIC_ORIGIN && !values.GUARDIANS_ALLOWED_HOSTS?.length) {
    throw new ConfigError(
      'NODE_ENV=production needs GUARDIANS_PUBLIC_ORIGIN (the address browsers open, such as https://shop.example.com) or ' +
        'GUARDIANS_ALLOWED_HOSTS (the host names the store is served under, such as shop.example.com,www.shop.example.com). ' +
        'Without either, the check that refuses writes from other websites would trust whatever host name a request gives, ' +
        'which another site can choose by pointing its own name at this server (DNS rebinding). Set one and start again.',
    );
  }
  if (production && values.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production; unset it, the emulator is for development and tests only.');
  }
  const llmVariables = [values.LLM_BASE_URL, values.LLM_API_KEY, values.LLM_MODEL];
  if (llmVariables.some((value) => value !== undefined) && llmVariables.some((value) => value === undefined)) {
    throw new ConfigError(
      'Set all three of LLM_BASE_URL, LLM_API_KEY and LLM_MODEL to answer chats with a language model, or none of them to use the embedded provider.',
    );
  }
  const visitorVoiceLimit = values.VOICE_VISITOR_DAILY_CHARACTER_LIMIT ?? Math.floor(values.VOICE_DAILY_CHARACTER_LIMIT * VISITOR_VOICE_SHARE);
  if (visitorVoiceLimit >= values.VOICE_DAILY_CHARACTER_LIMIT) {
    throw new ConfigError(
      `VOICE_VISITOR_DAILY_CHARACTER_LIMIT (${visitorVoiceLimit}) must be below VOICE_DAILY_CHARACTER_LIMIT (${values.VOICE_DAILY_CHARACTER_LIMIT}): what visitors may not take is kept for signed-in customers.`,
    );
  }
  let jobs: EngineSettings['jobs'] = { kind: 'embedded' };
  if (values.JOBS === 'bullmq') {
    const url = values.REDIS_URL ?? values.DATABASE_URL;
    if (url === undefined) {
      throw new ConfigError(
        'JOBS=bullmq needs REDIS_URL (redis://host:6379) or DATABASE_URL (PostgreSQL, where BullMQ keeps its jobs in a bullmq schema); the embedded SQLite database cannot hold a BullMQ queue. Set one, or unset JOBS.',
      );
    }
    jobs = { kind: 'bullmq', connection: values.REDIS_URL ? { kind: 'redis', url } : { kind: 'postgres', url } };
  }
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to let the AWS SDK find credentials (environment, instance role).',
    );
  }
  if (values.PASSWORD_MAX_LENGTH !== undefined && values.PASSWORD_MAX_LENGTH < values.PASSWORD_MIN_LENGTH) {
    throw new ConfigError('Invalid environment; fix these variables and start again:\n  PASSWORD_MAX_LENGTH: must not be below PASSWORD_MIN_LENGTH');
  }

  const passwordPolicy: PasswordPolicy = {
    schemaVersion: 1,
    minLength: values.PASSWORD_MIN_LENGTH,
    requireLowercase: values.PASSWORD_REQUIRE_LOWERCASE ?? DEFAULT_PASSWORD_POLICY.requireLowercase,
    requireUppercase: values.PASSWORD_REQUIRE_UPPERCASE ?? DEFAULT_PASSWORD_POLICY.requireUppercase,
    requireNumeric: values.PASSWORD_REQUIRE_NUMERIC ?? DEFAULT_PASSWORD_POLICY.requireNumeric,
    requireNonAlphanumeric: values.PASSWORD_REQUIRE_NON_ALPHANUMERIC ?? DEFAULT_PASSWORD_POLICY.requireNonAlphanumeric,
    minStrength: values.PASSWORD_MIN_STRENGTH,
  };
  if (values.PASSWORD_MAX_LENGTH !== undefined) passwordPolicy.maxLength = values.PASSWORD_MAX_LENGTH;

  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.GUARDIANS_DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    webDistDir: values.WEB_DIST_DIR,
    logLevel: values.LOG_LEVEL,
    logBuffered: values.LOG_BUFFERED ?? production,
    nodeEnv: values.NODE_ENV,
    adminSetupTokenFile: values.ADMIN_SETUP_TOKEN_FILE,
    accounts: {
      sessionTtlMs: values.GUARDIANS_SESSION_TTL_DAYS * DAY_MS,
      secureCookies: values.GUARDIANS_COOKIE_SECURE ?? production,
      allowedOrigins: values.GUARDIANS_ALLOWED_ORIGINS ?? [],
      trustProxy: parseTrustProxy(values.GUARDIANS_TRUST_PROXY),
      publicOrigin: values.GUARDIANS_PUBLIC_ORIGIN,
      allowedHosts: values.GUARDIANS_ALLOWED_HOSTS ?? [],
      passwordPolicy,
      signupRewardCoins: values.SIGNUP_REWARD_COINS,
      loginFailuresPerEmail: { max: values.LOGIN_MAX_FAILURES_PER_EMAIL, windowMs: values.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS },
      loginFailuresPerAddress: { max: values.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs: values.LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS },
      accountCreationsPerAddress: { max: values.ACCOUNT_CREATIONS_PER_ADDRESS, windowMs: values.ACCOUNT_CREATION_WINDOW_MINUTES * MINUTE_MS },
      firebaseProjectId: values.FIREBASE_PROJECT_ID ?? values.GCLOUD_PROJECT,
      firebaseAuthDomain: values.FIREBASE_AUTH_DOMAIN,
      firebaseAuthEmulatorHost: values.FIREBASE_AUTH_EMULATOR_HOST,
      seedDevAccounts: !production,
    },
    commerce: {
      currency: values.STOREFRONT_CURRENCY,
      purchaseRewardCoinsPer100: values.PURCHASE_REWARD_COINS_PER_100,
      subscriptionDiscountPercent: values.SUBSCRIPTION_DISCOUNT_PERCENT,
      delivery: deliveryRules(values.STANDARD_DELIVERY_FEE, values.EXPRESS_DELIVERY_FEE, values.FREE_DELIVERY_FROM),
      coins: { coinsPerMajorUnit: values.COINS_PER_CURRENCY_UNIT, maxPercentOfOrder: values.COINS_MAX_PERCENT_OF_ORDER },
      taxRates: parseTaxRates(values.TAX_RATES),
      stripe: values.STRIPE_SECRET_KEY
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
            publishableKey: values.STRIPE_PUBLISHABLE_KEY ?? '',
            apiBase: values.STRIPE_API_BASE,
          }
        : undefined,
      razorpay:
        values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET && values.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: values.RAZORPAY_KEY_ID,
              keySecret: values.RAZORPAY_KEY_SECRET,
              webhookSecret: values.RAZORPAY_WEBHOOK_SECRET,
              apiBase: values.RAZORPAY_API_BASE,
            }
          : undefined,
    },
    chat: {
      llm:
        values.LLM_BASE_URL && values.LLM_API_KEY && values.LLM_MODEL
          ? { baseUrl: values.LLM_BASE_URL, apiKey: values.LLM_API_KEY, model: values.LLM_MODEL, timeoutMs: values.LLM_TIMEOUT_MS }
          : undefined,
      messagesPerWindow: { max: values.CHAT_MESSAGES_PER_MINUTE, windowMs: MINUTE_MS },
      knowledgeTtlMs: values.CHAT_KNOWLEDGE_TTL_SECONDS * 1000,
      safety: {
        emergencyNumber: values.STOREFRONT_EMERGENCY_NUMBER,
        crisisLine: parseCrisisLine(values.STOREFRONT_CRISIS_LINE),
        safeHomeLine: parseCrisisLine(values.STOREFRONT_SAFE_HOME_LINE),
        childLine: parseCrisisLine(values.STOREFRONT_CHILD_LINE),
      },
    },
    voice: {
      elevenLabs: values.ELEVENLABS_API_KEY
        ? {
            apiKey: values.ELEVENLABS_API_KEY,
            baseUrl: values.ELEVENLABS_BASE_URL,
            modelId: values.ELEVENLABS_MODEL_ID,
            timeoutMs: values.ELEVENLABS_TIMEOUT_MS,
            voiceIds: elevenLabsVoiceIds(values),
          }
        : undefined,
      limits: {
        dailyCharacterLimit: values.VOICE_DAILY_CHARACTER_LIMIT,
        visitorDailyCharacterLimit: visitorVoiceLimit,
        guestCharactersPerDay: values.VOICE_GUEST_CHARACTERS_PER_DAY,
      },
      socketIdleMs: values.VOICE_SOCKET_IDLE_SECONDS * 1000,
    },
    labs: { vitaminDBands: parseVitaminDBands(values.VITAMIN_D_BANDS) },
    engines: {
      jobs,
      worksJobs: values.JOBS_WORKER ?? true,
      mail: values.SMTP_URL ? { kind: 'smtp', url: values.SMTP_URL } : { kind: 'outbox' },
      mailFrom: values.MAIL_FROM,
      files: fileStoreSettings(values),
      changes: values.REDIS_URL
        ? { kind: 'redis', url: values.REDIS_URL }
        : values.DATABASE_URL
          ? { kind: 'postgres', url: values.DATABASE_URL }
          : { kind: 'none' },
    },
  };
}

function fileStoreSettings(values: z.infer<typeof EnvironmentSchema>): EngineSettings['files'] {
  if (values.FILE_STORE === 'local') return { kind: 'local' };
  return {
    kind: 's3',
    bucket: values.FILE_STORE.slice('s3://'.length),
    region: values.S3_REGION,
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
    ...(values.S3_ENDPOINT === undefined ? {} : { endpoint: values.S3_ENDPOINT }),
    ...(values.S3_ACCESS_KEY_ID === undefined || values.S3_SECRET_ACCESS_KEY === undefined
      ? {}
      : { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }),
  };
}

/** ELEVENLABS_VOICE_ANGIO … ELEVENLABS_VOICE_IMMUNO: a voice id per guardian, common/voice.ts's premade voices by default. */
function elevenLabsVoiceVariables() {
  const voiceId = optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{10,40}$/, 'must be an ElevenLabs voice id (letters and digits)')
      .optional(),
  );
  return Object.fromEntries(GUARDIAN_IDS.map((id) => [`ELEVENLABS_VOICE_${id.toUpperCase()}`, voiceId])) as Record<
    `ELEVENLABS_VOICE_${Uppercase<GuardianId>}`,
    typeof voiceId
  >;
}

function elevenLabsVoiceIds(values: Partial<Record<string, unknown>>): Record<GuardianId, string> {
  const ids = { ...DEFAULT_ELEVENLABS_VOICE_IDS };
  for (const id of GUARDIAN_IDS) {
    const chosen = values[`ELEVENLABS_VOICE_${id.toUpperCase()}`];
    if (typeof chosen === 'string') ids[id] = chosen;
  }
  return ids;
}
