import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { DEFAULT_ELEVENLABS_VOICE_IDS } from '@common/voice';
import { DEFAULT_VITAMIN_D_BANDS, vitaminDBandOf } from '@common/lab-results';
import {
  ConfigError,
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_COMMERCE_SETTINGS,
  DEFAULT_ENGINE_SETTINGS,
  DEFAULT_VOICE_SETTINGS,
  loadConfig,
} from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 5000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      webDistDir: 'dist/web',
      logLevel: 'info',
      logBuffered: false,
      nodeEnv: 'development',
      adminSetupTokenFile: undefined,
      // Development seeds the partner accounts; everything else is the documented default.
      accounts: { ...DEFAULT_ACCOUNT_SETTINGS, seedDevAccounts: true },
      commerce: DEFAULT_COMMERCE_SETTINGS,
      chat: DEFAULT_CHAT_SETTINGS,
      voice: DEFAULT_VOICE_SETTINGS,
      labs: { vitaminDBands: DEFAULT_VITAMIN_D_BANDS },
      engines: DEFAULT_ENGINE_SETTINGS,
    });
  });

  it('switches the job queue and the mail by configuration, and refuses BullMQ with nowhere to keep its jobs', () => {
    expect(loadConfig({ JOBS: 'bullmq', REDIS_URL: 'redis://127.0.0.1:6379' }).engines.jobs).toEqual({
      kind: 'bullmq',
      connection: { kind: 'redis', url: 'redis://127.0.0.1:6379' },
    });
    expect(loadConfig({ JOBS: 'bullmq', DATABASE_URL: 'postgres://u:p@db:5432/shop' }).engines.jobs).toEqual({
      kind: 'bullmq',
      connection: { kind: 'postgres', url: 'postgres://u:p@db:5432/shop' },
    });
    expect(() => loadConfig({ JOBS: 'bullmq' })).toThrow(/JOBS=bullmq needs REDIS_URL/);
    // Instances tell each other of changes through Redis when there is one, else through PostgreSQL.
    expect(loadConfig({}).engines.changes).toEqual({ kind: 'none' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/shop' }).engines.changes).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/shop' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/shop', REDIS_URL: 'redis://cache:6379' }).engines.changes).toEqual({
      kind: 'redis',
      url: 'redis://cache:6379',
    });
    expect(() => loadConfig({ JOBS: 'kafka' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example:587', MAIL_FROM: 'Shop <shop@example.com>' }).engines).toMatchObject({
      mail: { kind: 'smtp', url: 'smtp://user:pass@mail.example:587' },
      mailFrom: 'Shop <shop@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/);
  });

  it('keeps files in the data folder, or in an S3 bucket with its endpoint and keys', () => {
    expect(loadConfig({}).engines.files).toEqual({ kind: 'local' });
    expect(
      loadConfig({ FILE_STORE: 's3://guardians-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'minio-secret' })
        .engines.files,
    ).toEqual({
      kind: 's3',
      bucket: 'guardians-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
    });
    expect(loadConfig({ FILE_STORE: 's3://shop-files', S3_REGION: 'ap-south-1' }).engines.files).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      region: 'ap-south-1',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ FILE_STORE: 'ftp://files' })).toThrow(/FILE_STORE/);
    expect(() => loadConfig({ FILE_STORE: 's3://Bad_Bucket' })).toThrow(/FILE_STORE/);
    expect(() => loadConfig({ FILE_STORE: 's3://shop-files', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(/go together/);
  });

  it('speaks through ElevenLabs when its key is set, with per-guardian voices replaceable one by one', () => {
    expect(loadConfig({}).voice.elevenLabs).toBeUndefined();
    const voice = loadConfig({
      ELEVENLABS_API_KEY: ' xi-key ',
      ELEVENLABS_BASE_URL: 'http://127.0.0.1:9999',
      ELEVENLABS_VOICE_BIOME: 'AbCdEf0123456789',
      VOICE_DAILY_CHARACTER_LIMIT: '500',
      VOICE_SOCKET_IDLE_SECONDS: '30',
    }).voice;
    expect(voice.elevenLabs).toEqual({
      apiKey: 'xi-key',
      baseUrl: 'http://127.0.0.1:9999',
      modelId: 'eleven_flash_v2_5',
      timeoutMs: 8000,
      voiceIds: { ...DEFAULT_ELEVENLABS_VOICE_IDS, biome: 'AbCdEf0123456789' },
    });
    expect(voice.limits.dailyCharacterLimit).toBe(500);
    expect(voice.socketIdleMs).toBe(30_000);
    expect(() => loadConfig({ ELEVENLABS_VOICE_ANGIO: 'not a voice id!' })).toThrow(ConfigError);
    expect(() => loadConfig({ ELEVENLABS_BASE_URL: 'ftp://x' })).toThrow(/ELEVENLABS_BASE_URL/);
  });

  it('keeps part of the voice budget for signed-in customers: visitors get a fifth unless told, and never all of it', () => {
    expect(loadConfig({}).voice.limits).toEqual({ dailyCharacterLimit: 100_000, visitorDailyCharacterLimit: 20_000, guestCharactersPerDay: 5_000 });
    expect(loadConfig({ VOICE_DAILY_CHARACTER_LIMIT: '500' }).voice.limits.visitorDailyCharacterLimit).toBe(100);
    expect(loadConfig({ VOICE_VISITOR_DAILY_CHARACTER_LIMIT: '0' }).voice.limits.visitorDailyCharacterLimit).toBe(0);
    expect(() => loadConfig({ VOICE_DAILY_CHARACTER_LIMIT: '500', VOICE_VISITOR_DAILY_CHARACTER_LIMIT: '500' })).toThrow(
      /VOICE_VISITOR_DAILY_CHARACTER_LIMIT \(500\) must be below VOICE_DAILY_CHARACTER_LIMIT/,
    );
  });

  it("reads the emergency number, the crisis line, the safe-home line and the child line, with or without the line's name", () => {
    expect(loadConfig({ STOREFRONT_EMERGENCY_NUMBER: '911', STOREFRONT_CRISIS_LINE: '988' }).chat.safety).toEqual({
      emergencyNumber: '911',
      crisisLine: { name: null, number: '988' },
      safeHomeLine: { name: 'Women Helpline', number: '181' },
      childLine: { name: 'Childline', number: '1098' },
    });
    expect(loadConfig({ STOREFRONT_CRISIS_LINE: 'Samaritans 116-123' }).chat.safety.crisisLine).toEqual({ name: 'Samaritans', number: '116123' });
    expect(loadConfig({}).chat.safety).toEqual({
      emergencyNumber: '112',
      crisisLine: { name: 'Tele-MANAS', number: '14416' },
      safeHomeLine: { name: 'Women Helpline', number: '181' },
      childLine: { name: 'Childline', number: '1098' },
    });
    expect(loadConfig({ STOREFRONT_SAFE_HOME_LINE: '1800-123' }).chat.safety.safeHomeLine).toEqual({ name: null, number: '1800123' });
    expect(() => loadConfig({ STOREFRONT_SAFE_HOME_LINE: 'a helpline' })).toThrow(/STOREFRONT_SAFE_HOME_LINE/);
    expect(loadConfig({ STOREFRONT_CHILD_LINE: 'NSPCC 0808-800-5000' }).chat.safety.childLine).toEqual({
      name: 'NSPCC',
      number: '08088005000',
    });
    expect(() => loadConfig({ STOREFRONT_CHILD_LINE: 'a helpline' })).toThrow(/STOREFRONT_CHILD_LINE/);
    expect(() => loadConfig({ STOREFRONT_EMERGENCY_NUMBER: 'call 112' })).toThrow(/STOREFRONT_EMERGENCY_NUMBER/);
    expect(() => loadConfig({ STOREFRONT_CRISIS_LINE: 'a helpline' })).toThrow(/STOREFRONT_CRISIS_LINE/);
  });

  it('reads every variable and treats blank values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      GUARDIANS_DATA_DIR: '/var/lib/guardians',
      DATABASE_URL: 'postgresql://app:secret@db:5432/guardians',
      WEB_DIST_DIR: ' ',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      GUARDIANS_PUBLIC_ORIGIN: 'https://shop.example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/guardians',
      webDistDir: 'dist/web',
      logLevel: 'debug',
      logBuffered: true,
      nodeEnv: 'production',
    });
    expect(config.databaseUrl).toBe('postgresql://app:secret@db:5432/guardians');
  });

  it('names each invalid variable in one startup error', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/guardians', LOG_LEVEL: 'loud' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(load).toThrow(/LOG_LEVEL/);
  });

  it('rejects a port outside 0-65535', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('loadConfig: accounts', () => {
  it('serves the default password policy of spec 5 unless told otherwise', () => {
    expect(loadConfig({}).accounts.passwordPolicy).toEqual(DEFAULT_PASSWORD_POLICY);
  });

  it('reads the password policy from PASSWORD_* variables', () => {
    const { passwordPolicy } = loadConfig({
      PASSWORD_MIN_LENGTH: '10',
      PASSWORD_MAX_LENGTH: '64',
      PASSWORD_REQUIRE_LOWERCASE: 'true',
      PASSWORD_REQUIRE_UPPERCASE: '1',
      PASSWORD_REQUIRE_NUMERIC: 'false',
      PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true',
      PASSWORD_MIN_STRENGTH: '3',
    }).accounts;
    expect(passwordPolicy).toEqual({
      schemaVersion: 1,
      minLength: 10,
      maxLength: 64,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: false,
      requireNonAlphanumeric: true,
      minStrength: 3,
    });
  });

  it('refuses common and trivial passwords by default (zxcvbn score 2), and a strength outside 0–4', () => {
    expect(loadConfig({}).accounts.passwordPolicy.minStrength).toBe(2);
    expect(loadConfig({ PASSWORD_MIN_STRENGTH: '0' }).accounts.passwordPolicy.minStrength).toBe(0);
    expect(() => loadConfig({ PASSWORD_MIN_STRENGTH: '5' })).toThrow(/PASSWORD_MIN_STRENGTH/);
  });

  it('refuses a maximum password length below the minimum', () => {
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '12', PASSWORD_MAX_LENGTH: '8' })).toThrow(/PASSWORD_MAX_LENGTH/);
  });

  it('reads sessions, origins, proxies, rewards and rate limits', () => {
    const { accounts } = loadConfig({
      GUARDIANS_SESSION_TTL_DAYS: '7',
      GUARDIANS_ALLOWED_ORIGINS: 'https://shop.example.com, http://localhost:5173/',
      GUARDIANS_TRUST_PROXY: '1',
      SIGNUP_REWARD_COINS: '250',
      LOGIN_MAX_FAILURES_PER_EMAIL: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '9',
      LOGIN_FAILURE_WINDOW_MINUTES: '5',
      ACCOUNT_CREATIONS_PER_ADDRESS: '4',
      ACCOUNT_CREATION_WINDOW_MINUTES: '60',
    });
    expect(accounts).toMatchObject({
      sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
      allowedOrigins: ['https://shop.example.com', 'http://localhost:5173'],
      trustProxy: 1,
      signupRewardCoins: 250,
      loginFailuresPerEmail: { max: 3, windowMs: 5 * 60 * 1000 },
      loginFailuresPerAddress: { max: 9, windowMs: 5 * 60 * 1000 },
      accountCreationsPerAddress: { max: 4, windowMs: 60 * 60 * 1000 },
    });
    expect(loadConfig({}).accounts.trustProxy).toBe(false);
    expect(loadConfig({ GUARDIANS_TRUST_PROXY: 'false' }).accounts.trustProxy).toBe(false);
    expect(loadConfig({ GUARDIANS_PUBLIC_ORIGIN: 'https://shop.example.com/store' }).accounts.publicOrigin).toBe('https://shop.example.com');
    expect(loadConfig({ GUARDIANS_TRUST_PROXY: '10.0.0.0/8, loopback' }).accounts.trustProxy).toBe('10.0.0.0/8, loopback');
  });

  it('rejects an allowed origin that is not an http(s) URL', () => {
    expect(() => loadConfig({ GUARDIANS_ALLOWED_ORIGINS: 'shop.example.com' })).toThrow(/GUARDIANS_ALLOWED_ORIGINS/);
  });

  it('makes cookies Secure and skips the development accounts in production', () => {
    const production = loadConfig({ NODE_ENV: 'production', GUARDIANS_PUBLIC_ORIGIN: 'https://shop.example.com' }).accounts;
    expect(production).toMatchObject({ secureCookies: true, seedDevAccounts: false });
    expect(loadConfig({ NODE_ENV: 'development' }).accounts).toMatchObject({ secureCookies: false, seedDevAccounts: true });
    expect(loadConfig({ NODE_ENV: 'production', GUARDIANS_ALLOWED_HOSTS: 'shop.example.com', GUARDIANS_COOKIE_SECURE: 'false' }).accounts.secureCookies).toBe(
      false,
    );
  });

  it('refuses to start in production without GUARDIANS_PUBLIC_ORIGIN or GUARDIANS_ALLOWED_HOSTS, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', GUARDIANS_ALLOWED_HOSTS: ' , ' })).toThrow(
      /NODE_ENV=production needs GUARDIANS_PUBLIC_ORIGIN .* or GUARDIANS_ALLOWED_HOSTS .*DNS rebinding/,
    );
    expect(loadConfig({ NODE_ENV: 'production', GUARDIANS_PUBLIC_ORIGIN: 'https://shop.example.com' }).accounts.publicOrigin).toBe('https://shop.example.com');
    expect(loadConfig({ NODE_ENV: 'production', GUARDIANS_ALLOWED_HOSTS: 'shop.example.com' }).accounts.allowedHosts).toEqual(['shop.example.com']);
    // Development believes loopback names only, with nothing to configure.
    expect(loadConfig({}).accounts).toMatchObject({ publicOrigin: undefined, allowedHosts: [] });
  });

  it('reads GUARDIANS_ALLOWED_HOSTS as host names spelled as URLs spell them, and refuses anything more', () => {
    expect(loadConfig({ GUARDIANS_ALLOWED_HOSTS: ' Shop.Example.com, www.shop.example.com ,[::1],bücher.example' }).accounts.allowedHosts).toEqual([
      'shop.example.com',
      'www.shop.example.com',
      '[::1]',
      'xn--bcher-kva.example',
    ]);
    for (const entry of ['https://shop.example.com', 'shop.example.com:8443', 'shop.example.com/path', 'user@shop.example.com']) {
      expect(() => loadConfig({ GUARDIANS_ALLOWED_HOSTS: entry }), entry).toThrow(/GUARDIANS_ALLOWED_HOSTS.*not a host name/);
    }
  });

  it('takes the Firebase project from FIREBASE_PROJECT_ID, else GCLOUD_PROJECT', () => {
    expect(loadConfig({}).accounts.firebaseProjectId).toBeUndefined();
    expect(loadConfig({ GCLOUD_PROJECT: 'guardians-gcp' }).accounts.firebaseProjectId).toBe('guardians-gcp');
    expect(loadConfig({ GCLOUD_PROJECT: 'guardians-gcp', FIREBASE_PROJECT_ID: 'guardians-web' }).accounts.firebaseProjectId).toBe('guardians-web');
  });

  it('refuses to start in production with the Auth emulator, whose tokens are unsigned', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', GUARDIANS_PUBLIC_ORIGIN: 'https://shop.example.com', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(() => loadConfig({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).not.toThrow();
  });
});

describe('loadConfig: commerce', () => {
  it('sells in rupees and pays 10 coins per 100 rupees by default', () => {
    expect(loadConfig({}).commerce).toEqual(DEFAULT_COMMERCE_SETTINGS);
    expect(DEFAULT_COMMERCE_SETTINGS).toMatchObject({
      currency: 'INR',
      purchaseRewardCoinsPer100: 10,
      coins: { coinsPerMajorUnit: 10, maxPercentOfOrder: 20 },
      stripe: undefined,
    });
    expect(DEFAULT_COMMERCE_SETTINGS.delivery.map((rule) => [rule.method, rule.fee, rule.freeFrom])).toEqual([
      ['standard', 4_900, 49_900],
      ['express', 14_900, null],
    ]);
  });

  it('reads STOREFRONT_CURRENCY and PURCHASE_REWARD_COINS_PER_100', () => {
    expect(loadConfig({ STOREFRONT_CURRENCY: 'USD', PURCHASE_REWARD_COINS_PER_100: '0' }).commerce).toMatchObject({
      currency: 'USD',
      purchaseRewardCoinsPer100: 0,
    });
  });

  it('reads delivery fees, the coin rate and cap, tax rates and Stripe', () => {
    const commerce = loadConfig({
      STANDARD_DELIVERY_FEE: '60',
      EXPRESS_DELIVERY_FEE: '199.5',
      FREE_DELIVERY_FROM: '999',
      COINS_PER_CURRENCY_UNIT: '20',
      COINS_MAX_PERCENT_OF_ORDER: '10',
      TAX_RATES: 'GB=VAT:17.5,US=Sales tax:8.875',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    }).commerce;
    expect(commerce.delivery.map((rule) => [rule.fee, rule.freeFrom])).toEqual([
      [6_000, 99_900],
      [19_950, null],
    ]);
    expect(commerce.coins).toEqual({ coinsPerMajorUnit: 20, maxPercentOfOrder: 10 });
    expect(commerce.taxRates.GB).toEqual({ label: 'VAT', ratePercent: 17.5, included: false });
    expect(commerce.taxRates.US).toEqual({ label: 'Sales tax', ratePercent: 8.875, included: false });
    expect(commerce.taxRates.DE).toMatchObject({ ratePercent: 19 });
    expect(commerce.stripe).toEqual({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', publishableKey: 'pk_test_x', apiBase: undefined });
  });

  it('refuses a Stripe key without its webhook secret, malformed tax rates and a cap over 100%', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ TAX_RATES: 'GB:20' })).toThrow(/TAX_RATES/);
    expect(() => loadConfig({ TAX_RATES: 'ZZ=VAT:20' })).toThrow(/ZZ/);
    expect(() => loadConfig({ COINS_MAX_PERCENT_OF_ORDER: '101' })).toThrow(/COINS_MAX_PERCENT_OF_ORDER/);
  });

  it('refuses a currency the storefront cannot sell in and a negative reward rate', () => {
    expect(() => loadConfig({ STOREFRONT_CURRENCY: 'BTC' })).toThrow(/STOREFRONT_CURRENCY/);
    expect(() => loadConfig({ PURCHASE_REWARD_COINS_PER_100: '-5' })).toThrow(/PURCHASE_REWARD_COINS_PER_100/);
  });
});

describe('lab settings', () => {
  // The Institute of Medicine's 2011 report reads 25(OH)D differently: below 12 ng/mL deficient, 12–19 inadequate,
  // 20 and above adequate, and above 50 of possible concern.
  const iom = {
    id: 'iom-2011',
    source: 'Institute of Medicine, Dietary Reference Intakes for Calcium and Vitamin D',
    sourceDate: '2011',
    bands: [
      { id: 'deficient', label: 'Deficient', fromNgPerMl: 0 },
      { id: 'insufficient', label: 'Inadequate', fromNgPerMl: 12 },
      { id: 'sufficient', label: 'Adequate', fromNgPerMl: 20 },
      { id: 'high', label: 'Possibly high', fromNgPerMl: 50.01 },
    ],
  };

  it("reads another guideline's Vitamin D bands from VITAMIN_D_BANDS, with its source and date", () => {
    const bands = loadConfig({ VITAMIN_D_BANDS: JSON.stringify({ ...iom, sourceDate: '2011-03' }) }).labs.vitaminDBands;
    expect(bands).toMatchObject({ id: 'iom-2011', sourceDate: '2011-03' });
    expect(vitaminDBandOf(25, bands).label).toBe('Adequate');
    expect(vitaminDBandOf(25, DEFAULT_VITAMIN_D_BANDS).label).toBe('Insufficient');
  });

  it.each([
    ['not JSON', '{bands', /not JSON/],
    ['a year-only date', JSON.stringify(iom), /sourceDate/],
    ['a first band above 0', JSON.stringify({ ...iom, sourceDate: '2011-03', bands: iom.bands.slice(1) }), /start at 0/],
    ['bands out of order', JSON.stringify({ ...iom, sourceDate: '2011-03', bands: [iom.bands[0], iom.bands[2], iom.bands[1]] }), /ascend/],
    ['a band twice', JSON.stringify({ ...iom, sourceDate: '2011-03', bands: [iom.bands[0], { ...iom.bands[0], fromNgPerMl: 5 }] }), /twice/],
    ['an unknown band', JSON.stringify({ ...iom, sourceDate: '2011-03', bands: [iom.bands[0], { ...iom.bands[1], id: 'toxic' }] }), /bands\.1\.id/],
    ['no source', JSON.stringify({ ...iom, sourceDate: '2011-03', source: '' }), /source/],
  ])('refuses VITAMIN_D_BANDS with %s, naming the variable', (_case, value, message) => {
    expect(() => loadConfig({ VITAMIN_D_BANDS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ VITAMIN_D_BANDS: value })).toThrow(message);
    expect(() => loadConfig({ VITAMIN_D_BANDS: value })).toThrow(/VITAMIN_D_BANDS/);
  });
});

describe('chat settings', () => {
  it('answers with a language model only when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set', () => {
    const llm = { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_API_KEY: 'key', LLM_MODEL: 'model' };
    expect(loadConfig(llm).chat.llm).toEqual({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'key', model: 'model', timeoutMs: 8000 });
    expect(() => loadConfig({ LLM_BASE_URL: llm.LLM_BASE_URL })).toThrow(ConfigError);
  });
});
