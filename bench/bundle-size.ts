// Prints the web build's weight against the targets of the issue "fast on a phone": the JavaScript a first visit
// of `/` loads (the entry, what it preloads, and the home route's chunk with its own imports), each route's own
// chunk, and the CSS on the critical path, all gzip. Run after `npm run build:web`: `npm run bench:bundle`.
// Prints figures, asserts nothing (`npm run check:bundle` is the CI guard).
import { BUNDLE_TARGETS as TARGETS, WebBundle } from './support/web-bundle';

const bundle = new WebBundle(process.argv[2] ?? 'dist/web');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (bytes: number, target: number) => `${kb(bytes)} (target ${kb(target)}: ${bytes <= target ? 'met' : 'NOT met'})`;

const { entry, home, all } = bundle.firstVisit();
const firstVisitJs = bundle.files(all, 'js');
const criticalCss = bundle.files(all, 'css');
const homeOnly = bundle.files(
  [...home].filter((key) => !entry.has(key)),
  'js',
);

/** BENCH_TOP: how many of the first visit's scripts to list (6 by default). */
const SHOWN_FILES = Number(process.env.BENCH_TOP ?? 6);
if (!Number.isInteger(SHOWN_FILES) || SHOWN_FILES < 1) throw new Error(`BENCH_TOP must be a whole number of at least 1, not ${process.env.BENCH_TOP}`);

console.log(`web build in ${bundle.distDir}`);
console.log(`first visit of / : ${firstVisitJs.length} scripts, ${verdict(bundle.total(firstVisitJs), TARGETS.firstVisitJs)}`);
console.log(`  entry and preloads: ${kb(bundle.total(bundle.files(entry, 'js')))}; home route with its own imports: ${kb(bundle.total(homeOnly))}`);
for (const file of firstVisitJs.sort((a, b) => bundle.gzipBytes(b) - bundle.gzipBytes(a)).slice(0, SHOWN_FILES))
  console.log(`    ${file}: ${kb(bundle.gzipBytes(file))}`);
console.log(`critical CSS of / : ${verdict(bundle.total(criticalCss), TARGETS.criticalCss)}`);

const routes = bundle.routeChunks();
const over = routes.filter((route) => route.bytes > TARGETS.routeChunk);
console.log(`route chunks: ${routes.length}, ${over.length} over ${kb(TARGETS.routeChunk)}; largest:`);
for (const route of routes.slice(0, 5)) console.log(`    ${route.key}: ${kb(route.bytes)}${route.bytes > TARGETS.routeChunk ? ' (over)' : ''}`);
const lazyOnly = Object.values(bundle.manifest).filter((chunk) => chunk.isDynamicEntry && !/\/pages\//.test(chunk.src ?? ''));
for (const chunk of lazyOnly.sort((a, b) => bundle.gzipBytes(b.file) - bundle.gzipBytes(a.file)).slice(0, SHOWN_FILES))
  console.log(`  loaded on demand: ${chunk.src}: ${kb(bundle.gzipBytes(chunk.file))}`);
