// Debian's Chromium as the benchmarks drive it (Lighthouse, puppeteer): CHROME_PATH, or /usr/bin/chromium.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
