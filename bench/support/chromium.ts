import { existsSync } from 'node:fs';

// Debian's Chromium as the benchmarks drive it (Lighthouse, puppeteer): CHROME_PATH, else the full browser where it is
// installed, else Debian's headless shell (what .ci/run installs).
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROME_PATH = process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : SYSTEM_HEADLESS_SHELL);

/** The flags of a headless Chromium on this machine (no sandbox, GPU, QUIC or background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
