// How long the main thread is blocked while a first visit loads, measured in the page itself: the production build,
// the real server on a fresh database, Debian's Chromium with its CPU slowed 4× (as Lighthouse's mobile preset assumes)
// and a phone's screen. Lighthouse's blocking time moves by ±30 % between runs on a shared 2-core machine; this takes
// the median of many quicker runs, so two builds can be told apart (WEB_DIST_DIR=… picks the build).
// Prints, per page: blocking time after the first paint (the sum of each long task's part beyond 50 ms, Lighthouse's
// TBT), the longest task and the number of long tasks; then that blocking time split by the hydration turn each long
// task started (the User Timing mark of renderer/src/main.tsx: `(page)` is the page's hydration), the rest being other
// work named by the longest script a long animation frame gives for the task (how it was called and its file), or
// `no script` (style, layout, parsing), all before the first press. Then that press: the bench taps the cookie
// banner's 'Accept all' as soon as the network is quiet and prints the tap's next paint (Event Timing, as INP: issue
// 40's target is 200 ms after hydration), how long the banner took to go from the tap (hydration included when it was
// not done; the choice is saved to the server before it goes) and from the page being the app's, and the blocking
// time from the tap until the page is the app's and quiet. Nothing is asserted.
//   node --import tsx bench/main-thread.ts           (BENCH_RUNS=9 runs per page, BENCH_PAGES=/,/marketplace,product)
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { CHROME_PATH, CHROMIUM_FLAGS } from './support/chromium';
import { startStorefront } from './support/server-process';
import { memoryWriteSpeedLine } from './support/fresh-memory';
import { HYDRATION_MARK_PREFIX } from '../common/hydration-marks';

/** Lighthouse's mobile preset: a Moto G Power's screen, its CPU 4× slower than the machine. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
/** After the network is quiet, how long late tasks (hydration slices, deferred reads) get to run. */
const SETTLE_MS = 2_500;

interface RunFigures {
  blockingMs: number;
  /** The same from the navigation on, paint or not: steadier, as the first paint's moment moves between runs. */
  allBlockingMs: number;
  longestMs: number;
  longTasks: number;
  fcpMs: number;
  /** Blocking time after the first paint by what ran in the task: a hydration turn's part, or OTHER_WORK. */
  blockingByWork: Map<string, number>;
  /** The first press, when the page had a cookie banner to press. */
  press?: PressFigures;
}

interface PressFigures {
  tappedAt: number;
  /** Whether the page was still the server's HTML when tapped (not hydrated yet). */
  beforeTakeover: boolean;
  /** From the tap to the banner gone: what the visitor waits for. */
  answeredMs: number;
  /** From the page being the app's (or the tap, when later) to the banner gone: the answer once hydrated. */
  answeredAfterHydrationMs: number;
  /**
   * The tap's interaction as Event Timing gives it (what INP takes): from the input to the next paint after its
   * handlers, the longest of its events; 16 when none lasted that long (the API's floor). Undefined: no entry.
   */
  nextPaintMs: number | undefined;
  /** Its input delay, processing and presentation delay, when measured. */
  nextPaintParts: number[] | undefined;
  /**
   * From its input to the end of the main thread's frame that ran its handlers (a long animation frame's end: style,
   * layout and paint recorded); undefined when that frame was not a long one (under 50 ms). What follows is raster and
   * presentation by the compositor, in software in the headless shell here.
   */
  frameDoneMs: number | undefined;
  /** Blocking time from the tap until the page is the app's and quiet. */
  blockingMs: number;
}

/** The cookie banner's button the bench presses: on every first visit of the pages measured. */
const PRESSED = 'section[aria-labelledby="cookie-banner-title"] button';
const PRESSED_NAME = 'Accept all';

/** A long task in which no hydration turn started. */
const OTHER_WORK = 'other work';

/** What the page keeps of a script a long animation frame names. */
interface FrameScript {
  start: number;
  duration: number;
  /** How it was called (`classic-script`, `module-script`, `user-callback`, `resolve-promise`, `event-listener`) and its file. */
  what: string;
}

/** The fields of PerformanceScriptTiming read here (not in TypeScript's DOM types yet). */
interface LongFrameScript {
  startTime: number;
  duration: number;
  invoker: string;
  invokerType: string;
  sourceURL: string;
}

interface LongTask {
  start: number;
  duration: number;
}

/** The longest script of a long frame that ran inside `task`, or undefined (style, layout, parsing: no script). */
function longestScriptIn(task: LongTask, scripts: FrameScript[]): FrameScript | undefined {
  const inside = scripts.filter((script) => script.start >= task.start && script.start < task.start + task.duration);
  return inside.sort((a, b) => b.duration - a.duration)[0];
}

/**
 * What each long task ran: the parts whose hydration turns were marked inside it, joined; otherwise other work, named by
 * its longest script (how it was called and its file) or `no script`.
 */
function blockingByWork(tasks: LongTask[], turns: Array<{ name: string; start: number }>, scripts: FrameScript[]): Map<string, number> {
  const byWork = new Map<string, number>();
  for (const task of tasks) {
    const parts = turns.filter((turn) => turn.start >= task.start && turn.start <= task.start + task.duration).map((turn) => turn.name);
    const work = parts.length > 0 ? parts.join(' + ') : `${OTHER_WORK}: ${longestScriptIn(task, scripts)?.what ?? 'no script'}`;
    byWork.set(work, (byWork.get(work) ?? 0) + Math.max(0, task.duration - 50));
  }
  return byWork;
}

/** The mean over runs of each kind of work's blocking time, largest first: `name 123` joined by ' · '. */
function workSummary(runs: RunFigures[]): string {
  const totals = new Map<string, number>();
  for (const run of runs) for (const [work, ms] of run.blockingByWork) totals.set(work, (totals.get(work) ?? 0) + ms);
  return [...totals]
    .map(([work, ms]) => [work, ms / runs.length] as const)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([work, ms]) => `${work} ${Math.round(ms)}`)
    .join(' · ');
}

function runsPerPage(): number {
  const raw = process.env.BENCH_RUNS ?? '9';
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`BENCH_RUNS must be a whole number from 1 to 50, not "${raw}"`);
  return runs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs in the page before its own scripts: keeps every long task, the scripts of long frames and the first paint. */
function observeMainThread(): void {
  const seen = { tasks: [] as LongTask[], scripts: [] as FrameScript[], fcp: 0 };
  // Long animation frames name the scripts that ran in them (Chromium 123 and later): where a task's time went when
  // no hydration turn started in it. The file's hash is dropped so that two builds read alike.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as unknown as Array<{ scripts: LongFrameScript[] }>)
      for (const script of frame.scripts) {
        const file = script.sourceURL
          .split('/')
          .pop()
          ?.replace(/-[\w-]{8}\.js$/, '.js');
        seen.scripts.push({ start: script.startTime, duration: script.duration, what: `${script.invokerType} ${file || script.invoker}` });
      }
  }).observe({ type: 'long-animation-frame', buffered: true });
  (window as unknown as { __mainThread: typeof seen }).__mainThread = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

function blockingOf(tasks: Array<{ duration: number }>): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/** Taps the cookie banner's 'Accept all' and measures the answer (see PressFigures); undefined without a banner. */
async function firstPress(page: Page): Promise<PressFigures | undefined> {
  // tsx keeps functions' names with a helper the page does not have: the functions declared inside the code below need it.
  await page.evaluate('globalThis.__name ??= (target) => target');
  const found = await page.evaluate(
    (selector, name) => {
      const button = [...document.querySelectorAll<HTMLButtonElement>(selector)].find((candidate) => candidate.textContent?.trim() === name);
      if (!button) return undefined;
      const root = document.getElementById('root');
      const press = {
        tapped: 0,
        gone: 0,
        hydrated: root?.hasAttribute('data-prerendered') === true ? 0 : performance.now(),
        nextPaint: -1,
        parts: [0, 0, 0],
        frameDone: -1,
      };
      let interaction: { start: number; processed: number } | undefined;
      const frames: Array<{ start: number; end: number }> = [];
      /** The end of the long animation frame that ran the tap's handlers, from the tap's input. */
      const frameDone = () => {
        const frame = interaction && frames.find((each) => each.start <= interaction!.processed && interaction!.processed <= each.end);
        if (interaction && frame) press.frameDone = frame.end - interaction.start;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) frames.push({ start: entry.startTime, end: entry.startTime + entry.duration });
        frameDone();
      }).observe({ type: 'long-animation-frame' });
      new PerformanceObserver((list) => {
        // interactionId: in Chromium's Event Timing, not yet in TypeScript's DOM types.
        for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId: number }>) {
          if (entry.interactionId > 0 && entry.duration > press.nextPaint) {
            press.nextPaint = entry.duration;
            // INP's three parts: input delay, processing, presentation delay.
            const processed = entry.processingEnd - entry.startTime;
            press.parts = [entry.processingStart - entry.startTime, entry.processingEnd - entry.processingStart, entry.duration - processed];
            interaction = { start: entry.startTime, processed: entry.processingEnd };
            frameDone();
          }
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      (window as unknown as { __press: typeof press }).__press = press;
      window.addEventListener('touchstart', () => (press.tapped ||= performance.now()), { capture: true, passive: true });
      const banner = button.closest('section');
      const watcher = new MutationObserver(() => {
        if (!banner?.isConnected || banner.checkVisibility() === false) {
          press.gone = performance.now();
          watcher.disconnect();
        }
      });
      watcher.observe(document.body, { childList: true, subtree: true, attributes: true });
      // The page is the app's once main.tsx takes the pre-rendered marker off the root (after kept presses are made).
      const hydration = new MutationObserver(() => {
        if (root?.hasAttribute('data-prerendered') === false) {
          press.hydrated ||= performance.now();
          hydration.disconnect();
        }
      });
      if (root && !press.hydrated) hydration.observe(root, { attributes: true });
      button.dataset.benchPress = '';
      return { beforeTakeover: document.getElementById('root')?.hasAttribute('data-prerendered') === true };
    },
    PRESSED,
    PRESSED_NAME,
  );
  if (!found) return undefined;
  const { beforeTakeover } = found;
  await page.tap('[data-bench-press]');
  await page.waitForFunction(() => (window as unknown as { __press: { gone: number } }).__press.gone > 0, { timeout: 30_000 });
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), { timeout: 30_000 });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const { press, tasks } = await page.evaluate(() => ({
    press: (window as unknown as { __press: { tapped: number; gone: number; hydrated: number; nextPaint: number; parts: number[]; frameDone: number } })
      .__press,
    tasks: (window as unknown as { __mainThread: { tasks: LongTask[] } }).__mainThread.tasks,
  }));
  return {
    tappedAt: press.tapped,
    beforeTakeover,
    answeredMs: press.gone - press.tapped,
    answeredAfterHydrationMs: press.gone - Math.max(press.tapped, press.hydrated),
    nextPaintMs: press.nextPaint < 0 ? (beforeTakeover ? undefined : 16) : press.nextPaint,
    nextPaintParts: press.nextPaint < 0 ? undefined : press.parts,
    frameDoneMs: press.frameDone < 0 ? undefined : press.frameDone,
    blockingMs: blockingOf(tasks.filter((task) => task.start + task.duration > press.tapped)),
  };
}

/** The median next paint after the taps made on a hydrated page (Event Timing), or why there is none. */
function nextPaintLine(presses: readonly PressFigures[]): string {
  const measured = presses.flatMap((press) => (press.nextPaintMs === undefined ? [] : [press.nextPaintMs]));
  if (measured.length === 0) return 'not measured (every tap came before hydration)';
  const parts = presses.flatMap((press) => (press.nextPaintParts ? [press.nextPaintParts] : []));
  const part = (index: number) => Math.round(median(parts.map((each) => each[index] ?? 0)));
  const frames = presses.flatMap((press) => (press.frameDoneMs === undefined ? [] : [press.frameDoneMs]));
  const frameDone =
    frames.length === 0 ? 'its frame under 50 ms in every run' : `main thread's frame done at ${Math.round(median(frames))} ms in ${frames.length} runs`;
  return `${Math.round(median(measured))} ms (Event Timing, as INP: input delay ${part(0)}, processing ${part(1)}, presentation ${part(2)}; ${frameDone})`;
}

const RUNS = runsPerPage();
const storefront = await startStorefront();
// The server is stopped whatever fails, the browser's launch included (a missing CHROME_PATH left it running).
let browser: Browser | undefined;
try {
  browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS, headless: true });
  const firstProducts = (await (await fetch(`${storefront.url}/api/products`)).json()) as { products: Array<{ slug: string }> };
  const product = `/marketplace/product/${firstProducts.products[0]?.slug ?? ''}`;
  const pages = (process.env.BENCH_PAGES ?? '/,/marketplace,product').split(',').map((page) => (page === 'product' ? product : page));
  console.log(`Main thread of a first visit at ${CPU_SLOWDOWN}× CPU on ${storefront.url} (${process.env.WEB_DIST_DIR ?? 'dist/web'}), median of ${RUNS}`);
  console.log(`(this machine: ${memoryWriteSpeedLine()})`);
  for (const pagePath of pages) {
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setViewport(PHONE);
        const cdp = await page.createCDPSession();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.evaluateOnNewDocument(observeMainThread);
        await page.goto(`${storefront.url}${pagePath}`, { waitUntil: 'networkidle0' });
        // The first press as soon as the network is quiet, hydrated or not yet (a press before hydration is kept and
        // made again: renderer/src/app/ssr/early-presses.ts).
        const press = await firstPress(page);
        if (!press) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const seen = await page.evaluate(
          () => (window as unknown as { __mainThread: { tasks: LongTask[]; scripts: FrameScript[]; fcp: number } }).__mainThread,
        );
        const turns = await page.evaluate(
          (prefix) =>
            performance
              .getEntriesByType('mark')
              .filter((mark) => mark.name.startsWith(prefix))
              .map((mark) => ({ name: mark.name.slice(prefix.length), start: mark.startTime })),
          HYDRATION_MARK_PREFIX,
        );
        // Before the press: what loading the page cost on its own.
        const afterPaint = seen.tasks.filter((task) => task.start >= seen.fcp && (!press || task.start < press.tappedAt));
        runs.push({
          press,
          blockingMs: blockingOf(afterPaint),
          allBlockingMs: blockingOf(seen.tasks),
          longestMs: Math.max(0, ...afterPaint.map((task) => task.duration)),
          longTasks: afterPaint.length,
          fcpMs: seen.fcp,
          blockingByWork: blockingByWork(afterPaint, turns, seen.scripts),
        });
      } finally {
        await context.close();
      }
    }
    const each = runs.map((run) => Math.round(run.blockingMs)).join(' ');
    console.log(
      `${pagePath.padEnd(44)} blocking ${Math.round(median(runs.map((run) => run.blockingMs)))} ms (from the start ${Math.round(median(runs.map((run) => run.allBlockingMs)))} ms)  longest ${Math.round(median(runs.map((run) => run.longestMs)))} ms  long tasks ${median(runs.map((run) => run.longTasks))}  FCP ${Math.round(median(runs.map((run) => run.fcpMs)))} ms  (each run's blocking: ${each})`,
    );
    console.log(`  by what each long task ran (mean ms per run): ${workSummary(runs)}`);
    const presses = runs.flatMap((run) => (run.press ? [run.press] : []));
    if (presses.length > 0)
      console.log(
        `  first press ('${PRESSED_NAME}' once the network is quiet; ${presses.filter((press) => press.beforeTakeover).length} of ${presses.length} before hydration): next paint ${nextPaintLine(presses)}, banner gone in ${Math.round(median(presses.map((press) => press.answeredMs)))} ms (${Math.round(median(presses.map((press) => press.answeredAfterHydrationMs)))} ms after hydration; the choice is saved to the server first), blocking ${Math.round(median(presses.map((press) => press.blockingMs)))} ms from the tap until the app's (each run's answer: ${presses.map((press) => Math.round(press.answeredMs)).join(' ')})`,
      );
  }
} finally {
  await browser?.close();
  await storefront.stop();
}
