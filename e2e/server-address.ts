/** Where the browser tests start the real server (playwright.config.ts) and where the tests' stored state belongs. */
export const E2E_HOST = '127.0.0.1';
// E2E_PORT lets two runs on one machine (say, two engineers) use different ports.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5057);
export const E2E_BASE_URL = `http://${E2E_HOST}:${E2E_PORT}`;
