// Prints the web build's weight against the targets of the issue "fast on a phone": the JavaScript a first visit
// of `/` loads (the entry, what it preloads, and the home route's chunk with its own imports), each route's own
// chunk, and the CSS on the critical path, all gzip. Run after `npm run build:web`: `npm run bench:bundle`.
// Reads Vite's manifest (dist/web/.vite/manifest.json). Prints figures, asserts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = process.argv[2] ?? 'dist/web';
/** Targets (gzip bytes): first visit of `/` 120 kB (CI ceiling 150 kB), a route's own chunk 60 kB, critical CSS 25 kB. */
const TARGETS = { firstVisitJs: 120_000, routeChunk: 60_000, criticalCss: 25_000 };
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const files = (keys: Iterable<string>, kind: 'js' | 'css') =>
  [...new Set([...keys].flatMap((key) => (kind === 'js' ? [manifest[key]?.file ?? ''] : (manifest[key]?.css ?? []))))].filter(Boolean);
const total = (list: string[]) => list.reduce((sum, file) => sum + gzipBytes(file), 0);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (bytes: number, target: number) => `${kb(bytes)} (target ${kb(target)}: ${bytes <= target ? 'met' : 'NOT met'})`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`no entry in ${distDir}/.vite/manifest.json`);
const entry = closure(entryKey);
const home = closure(HOME_PAGE);
const firstVisit = new Set([...entry, ...home]);
const firstVisitJs = files(firstVisit, 'js');
const criticalCss = files(firstVisit, 'css');

console.log(`web build in ${distDir}`);
console.log(`first visit of / : ${firstVisitJs.length} scripts, ${verdict(total(firstVisitJs), TARGETS.firstVisitJs)}`);
console.log(
  `  entry and preloads: ${kb(total(files(entry, 'js')))}; home route with its own imports: ${kb(
    total(
      files(
        [...home].filter((key) => !entry.has(key)),
        'js',
      ),
    ),
  )}`,
);
for (const file of firstVisitJs.sort((a, b) => gzipBytes(b) - gzipBytes(a)).slice(0, 6)) console.log(`    ${file}: ${kb(gzipBytes(file))}`);
console.log(`critical CSS of / : ${verdict(total(criticalCss), TARGETS.criticalCss)}`);

const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && /\/pages\//.test(key))
  .map(([key, chunk]) => ({ key, bytes: gzipBytes(chunk.file) }))
  .sort((a, b) => b.bytes - a.bytes);
const over = routes.filter((route) => route.bytes > TARGETS.routeChunk);
console.log(`route chunks: ${routes.length}, ${over.length} over ${kb(TARGETS.routeChunk)}; largest:`);
for (const route of routes.slice(0, 5)) console.log(`    ${route.key}: ${kb(route.bytes)}${route.bytes > TARGETS.routeChunk ? ' (over)' : ''}`);
const lazyOnly = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && !/\/pages\//.test(chunk.src ?? ''));
for (const chunk of lazyOnly.sort((a, b) => gzipBytes(b.file) - gzipBytes(a.file)).slice(0, 4))
  console.log(`  loaded on demand: ${chunk.src}: ${kb(gzipBytes(chunk.file))}`);
