import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, defineConfig, devices } from '@playwright/test';
import { E2E_SERVER_FIREBASE_ENV, E2E_WEB_BUILD_ENV } from './e2e/federated-config';
import { E2E_BASE_URL, E2E_HOST, E2E_PORT } from './e2e/server-address';
import { E2E_SMTP_URL } from './e2e/mail-sink';
import { E2E_SERVER_RAZORPAY_ENV } from './e2e/payment-fakes';

// Playwright's own Chromium when it has been installed (npx playwright install chromium), else the system one:
// Debian's headless shell where installed (package chromium-headless-shell, as .ci/run does), else its full browser.
// The shell is Chromium without the browser's own interface: the full browser started a renderer for that interface
// (`--top-chrome-webui`, about 1.5 s of CPU) in every new context, and each test opens one.
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SYSTEM_CHROMIUM = existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : '/usr/bin/chromium';
const bundledChromium = chromium.executablePath();
const useBundledChromium = existsSync(bundledChromium);
const systemChromiumLaunch = {
  executablePath: SYSTEM_CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// The browser tests use their own web build, made with the Firebase settings of the Auth emulator, so the
// production build in dist/web never points at an emulator.
const E2E_WEB_DIST_DIR = `dist/web-e2e-${E2E_PORT}`;

// A fresh database per run. Workers load this file again: the environment carries the first run's choice to them.
process.env.GUARDIANS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'guardians-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: 0,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // A whole flow (browse, sign up, check out) takes about 20 s alone on a 2-core machine and more beside the second
  // worker; a stuck test still ends within a minute.
  timeout: 60_000,
  // Two workers, the server and the emulator share two cores here: a first page load of a lazy screen has been seen
  // to take over 5 s (Playwright's default), while the page was fine.
  // The first load of a lazy screen in a fresh context is some 70 uncompressed requests (issue 12 is to cut them): on a
  // loaded 2-core machine that has taken over 10 s.
  expect: { timeout: 20_000 },
  use: {
    baseURL: E2E_BASE_URL,
    // Every test starts as a returning visitor, so the quick chat's first-visit auto-open (unit-tested with fake
    // timers) and the onboarding welcome do not cover the buttons other tests click; the engagement spec opens the
    // chat itself and e2e/onboarding-blessings.spec.ts starts without the onboarding flag.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: E2E_BASE_URL,
          localStorage: [
            { name: 'quickChatVisited', value: 'true' },
            { name: 'onboardingCompleted', value: 'true' },
          ],
        },
      ],
    },
    // Recording a trace of every test roughly doubled each test's time on two cores (a 6 s test took 11 s), and CI
    // keeps only the console output: traces are recorded where someone can open them, off in CI.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The service worker precaches the whole build (every chunk, pdf-lib and Firebase included) in each fresh context:
    // blocked here, where no test needs it, it no longer competes with the page under test for the server.
    // e2e/offline.spec.ts, which tests it, allows it.
    serviceWorkers: 'block',
    launchOptions: useBundledChromium ? {} : systemChromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The web build as `npm run build:web` makes it, public pages pre-rendered included, into its own folder.
    command: [
      `npx vite build --config renderer/vite.config.ts --outDir ../${E2E_WEB_DIST_DIR} --emptyOutDir --logLevel warn`,
      `npx vite build --config renderer/vite.config.ts --ssr src/prerender/render-page.tsx --outDir ../${E2E_WEB_DIST_DIR}-ssr --emptyOutDir --logLevel warn`,
      `node --import tsx scripts/prerender-pages.ts ${E2E_WEB_DIST_DIR} ${E2E_WEB_DIST_DIR}-ssr/render-page.mjs`,
      'node --import tsx server/index.ts',
    ].join(' && '),
    url: `${E2E_BASE_URL}/api/db-status`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: E2E_HOST,
      GUARDIANS_DATA_DIR: process.env.GUARDIANS_E2E_DATA_DIR,
      // The server writes its one-time admin setup token here, so a test can create the first admin.
      ADMIN_SETUP_TOKEN_FILE: join(process.env.GUARDIANS_E2E_DATA_DIR, 'admin-setup-token'),
      WEB_DIST_DIR: E2E_WEB_DIST_DIR,
      LOG_LEVEL: 'warn',
      // Every spec registers its accounts from this one loopback address (the community's journeys alone make ~15);
      // the default 30 an hour would refuse the later specs' sign-ups. The limit itself is tested in the API suite.
      ACCOUNT_CREATIONS_PER_ADDRESS: '500',
      // Mails go to the run's SMTP sink (e2e/mail-sink.ts, started by the global setup), where the tests read them.
      SMTP_URL: E2E_SMTP_URL,
      // Razorpay is on, against the fake the global setup starts (e2e/payment-fakes.ts).
      ...E2E_SERVER_RAZORPAY_ENV,
      ...E2E_WEB_BUILD_ENV,
      ...E2E_SERVER_FIREBASE_ENV,
    },
  },
});
