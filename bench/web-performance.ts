// Lighthouse on the production web build, served by the real server (production mode, fresh SQLite data folder):
// mobile (simulated slow 4G, 4× CPU) and desktop presets for the landing page, the marketplace, a product page and
// the Vitamin D dashboard with an assessment taken (its customer back on their own device: the app's storage from an
// earlier visit kept; the other pages as first visits, storage cleared before every run). `npm run bench:web` builds
// first. Prints figures, asserts nothing.
// Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default); BENCH_PAGES=/,/marketplace,/terms chooses the pages,
// BENCH_PRESETS=mobile (or desktop) one preset; BENCH_RUNS=5 measures each page five times and prints the run with the
// median performance score of the runs it could score (Lighthouse's own advice: one run moves by ±20% on a loaded
// 2-core machine), with each run's score, why a run had none, and Lighthouse's benchmarkIndex of the machine's speed;
// BENCH_LHR_DIR=folder keeps the median run's full Lighthouse report (JSON) there, to see which element shifts or which script blocks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Config, Flags, Result } from 'lighthouse';
import { questionBank } from '@common/assessments/question-banks';
import { QUERY_STATE_ELEMENT_ID } from '@common/prerendered-pages';
import { CHROME_PATH, CHROMIUM_FLAGS } from './support/chromium';
import { startStorefront } from './support/server-process';
import { memoryWriteSpeedLine } from './support/fresh-memory';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
/** What Lighthouse clears before each run: its own defaults, and for a first visit the page's storage as well. */
const RETURNING_CLEARS = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;
const FIRST_VISIT_CLEARS = [...RETURNING_CLEARS, 'local_storage', 'indexeddb', 'websql'] as const;
/** Issue "fast on a phone": mobile performance ≥ 95, accessibility 100, desktop performance ≥ 98. */
const TARGETS = { mobilePerformance: 95, desktopPerformance: 98, accessibility: 100 };

interface PageRun {
  path: string;
  /** Sent with every request of the run: the signed-in customer's session for the dashboard. */
  cookie?: string;
  /**
   * A customer back on their own device: the app's storage from an earlier visit stays (a run that is not measured
   * writes it first), so the browser would hide the pre-rendered, signed-out HTML; the server draws the dashboard for
   * the customer instead (server/web-render/session-pages.ts) and the app renders over it. Other pages are measured as
   * first visits, with the page's storage cleared before every run.
   */
  returning?: boolean;
}

/** A customer with a basic assessment taken (middle answers), so the Vitamin D dashboard has numbers to draw. */
async function customerWithAssessment(baseUrl: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'Bench-Guardian-2026!', displayName: 'Bench Guardian' }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const answers = Object.fromEntries(
    questionBank('basic').map((question) => [question.id, question.options[Math.floor(question.options.length / 2)]?.value ?? 2]),
  );
  const submitted = await fetch(`${baseUrl}/api/assessment`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ type: 'basic', answers }),
  });
  if (!submitted.ok) throw new Error(`assessment answered ${submitted.status}: ${await submitted.text()}`);
  return cookie;
}

/**
 * A product's page is drawn with the product the first time it is asked for (server/web-render/public-pages.ts); until
 * then the shell goes out. A server that has been running has drawn its products: the bench asks until it has.
 */
async function productPageDrawn(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
    if (html.includes(`id="${QUERY_STATE_ELEMENT_ID}"`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`${url} was not drawn with its product within 30 s: measured as the shell`);
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${(value / 1000).toFixed(2)} s`);
const kib = (bytes: number | undefined) => (bytes === undefined ? '—' : `${Math.round(bytes / 1024)} KiB`);

function summary(result: Result): string {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => result.audits[id]?.numericValue;
  const cls = audit('cumulative-layout-shift');
  return [
    `perf ${String(score('performance')).padStart(3)}`,
    `a11y ${String(score('accessibility')).padStart(3)}`,
    `FCP ${ms(audit('first-contentful-paint'))}`,
    `LCP ${ms(audit('largest-contentful-paint'))}`,
    `TBT ${ms(audit('total-blocking-time'))}`,
    `CLS ${cls === undefined ? '—' : cls.toFixed(3)}`,
    `bytes ${kib(audit('total-byte-weight'))}`,
  ].join('  ');
}

function failingAccessibility(result: Result): string[] {
  const refs = result.categories['accessibility']?.auditRefs ?? [];
  return refs.filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
}

/** Runs per page and preset: BENCH_RUNS, 1 by default. */
function runsPerPage(): number {
  const raw = process.env.BENCH_RUNS ?? '1';
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`BENCH_RUNS must be a whole number from 1 to 20, not "${raw}"`);
  return runs;
}

/** A run's performance score, or null when Lighthouse could not score it (see `whyUnscored`). */
function performanceOf(result: Result): number | null {
  return result.categories['performance']?.score ?? null;
}

/** Why a run has no performance score: Lighthouse's runtime error, or the first metric it could not measure. */
function whyUnscored(result: Result): string {
  if (result.runtimeError) return result.runtimeError.code;
  const unmeasured = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].find(
    (id) => result.audits[id]?.score === null,
  );
  return unmeasured ? `${unmeasured}: ${result.audits[unmeasured]?.errorMessage ?? 'not measured'}` : 'no score';
}

/** The run whose performance score is the median of the scored runs (the lower middle one for an even count). */
function medianRun(results: Result[]): Result {
  const scored = results.filter((result) => performanceOf(result) !== null);
  const sorted = (scored.length > 0 ? scored : results).sort((a, b) => (performanceOf(a) ?? 0) - (performanceOf(b) ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Each run's score ('–' for a run without one), the reasons of the unscored, and how fast the machine was. */
function runsSummary(results: Result[]): string {
  const scores = results.map((result) => {
    const score = performanceOf(result);
    return score === null ? '–' : String(Math.round(score * 100));
  });
  const unscored = results.filter((result) => performanceOf(result) === null).map(whyUnscored);
  // Lighthouse's own measure of the machine's speed at each run: on a shared 2-core machine it moves by 2× in an hour.
  const speeds = results.map((result) => Math.round(result.environment.benchmarkIndex));
  return `  (median of ${results.length}: ${scores.join(' ')}${unscored.length ? `; unscored: ${unscored.join(', ')}` : ''}; benchmarkIndex ${Math.min(...speeds)}–${Math.max(...speeds)})`;
}

const RUNS = runsPerPage();
const storefront = await startStorefront();
// The server is stopped whatever fails, the browser's launch included.
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const firstProducts = (await (await fetch(`${storefront.url}/api/products`)).json()) as { products: Array<{ slug: string }> };
  const cookie = await customerWithAssessment(storefront.url);
  await productPageDrawn(`${storefront.url}/marketplace/product/${firstProducts.products[0]?.slug ?? ''}`);
  const allPages: PageRun[] = [
    { path: '/' },
    { path: '/marketplace' },
    { path: `/marketplace/product/${firstProducts.products[0]?.slug ?? ''}` },
    { path: '/vitamin-d-analysis', cookie, returning: true },
  ];
  const only = process.env.BENCH_PAGES?.split(',');
  // A listed path that is none of the four (or a prefix of one) is measured as a visitor sees it.
  const pages = only ? only.map((path) => allPages.find((page) => page.path === path || (path !== '/' && page.path.startsWith(path))) ?? { path }) : allPages;

  console.log(
    `Lighthouse on ${storefront.url} (production build, ${CHROME_PATH}); targets: mobile perf ≥ ${TARGETS.mobilePerformance}, desktop perf ≥ ${TARGETS.desktopPerformance}, a11y ${TARGETS.accessibility}`,
  );
  // benchmarkIndex (per run, below) is the CPU's speed; this is the memory's (support/fresh-memory.ts).
  console.log(`(this machine: ${memoryWriteSpeedLine()})`);
  const presets = (['mobile', 'desktop'] as const).filter((preset) => !process.env.BENCH_PRESETS || process.env.BENCH_PRESETS.split(',').includes(preset));
  for (const preset of presets) {
    for (const page of pages) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Lighthouse 12 clears only service workers, caches and file systems between runs: a run after a signed-in one
        // found the app's localStorage keys, and rendered afresh as for a returning visitor (color-scheme.js) instead
        // of showing the pre-rendered HTML. First visits now clear the page's storage too; a returning page keeps it.
        clearStorageTypes: [...(page.returning ? RETURNING_CLEARS : FIRST_VISIT_CLEARS)],
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      };
      const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
      const results: Result[] = [];
      // The earlier visit of a returning page: it leaves the app's storage behind and is not measured.
      if (page.returning) await lighthouse(`${storefront.url}${page.path}`, flags, config);
      for (let attempt = 0; attempt < RUNS; attempt += 1) {
        const run = await lighthouse(`${storefront.url}${page.path}`, flags, config);
        if (!run) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        results.push(run.lhr);
      }
      const lhr = medianRun(results);
      const reportDir = process.env.BENCH_LHR_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = `${preset}${page.path.replace(/[^a-z0-9]+/gi, '-')}.json`.replace(/-\.json$/, '.json');
        writeFileSync(join(reportDir, name), JSON.stringify(lhr));
      }
      const failing = failingAccessibility(lhr);
      const scores = RUNS > 1 ? runsSummary(results) : `  (benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)})`;
      console.log(`${preset.padEnd(7)} ${page.path.padEnd(44)} ${summary(lhr)}${failing.length ? `  a11y issues: ${failing.join(', ')}` : ''}${scores}`);
    }
  }
} finally {
  await chrome?.kill();
  await storefront.stop();
}
