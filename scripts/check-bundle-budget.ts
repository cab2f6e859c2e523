// The CI guard of the issue "fast on a phone": fails when the first visit of `/` grows past its ceiling (scripts, or the
// stylesheets holding its first paint), a route's own chunk past its own, the first visit loads a library that belongs
// to later screens, or fetches the entry's imports only after the entry. Run after `npm run build:web` (npm test runs it
// after the browser suite).
// `npm run bench:bundle` prints the same figures against the targets.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { BUNDLE_TARGETS, WebBundle } from '../bench/support/web-bundle';
import { COMPILE_HINT } from '../renderer/compile-hints';

/**
 * Gzip bytes of JavaScript on the first visit of `/`: the hard ceiling of issue 40 (React DOM is about 60 kB of it).
 */
export const FIRST_VISIT_CEILING_BYTES = 190_000;

/**
 * Gzip bytes of the stylesheets that hold the first paint of `/` (the whole stylesheet: server/web-render/page-html.ts),
 * at the target itself: the figure is the same on every build (about 24.4 kB), and a component's styles added
 * to renderer/src/app/mantine-styles.ts delay every first paint, which should be a choice made knowingly.
 */
export const CRITICAL_CSS_CEILING_BYTES = BUNDLE_TARGETS.criticalCss;

/** Gzip bytes of a route's own chunk: the target (the largest is about 11 kB). */
export const ROUTE_CHUNK_CEILING_BYTES = BUNDLE_TARGETS.routeChunk;

/** Libraries that must never load with the first visit of `/`, each known by a name its code always carries. */
export const LATER_LIBRARIES: Readonly<Record<string, RegExp>> = {
  'zod (the contracts load beside the first answers)': /\$ZodObject/,
  'pdf-lib (the Vitamin D report)': /PDFDocument/,
  'firebase (Google sign-in)': /firebaseapp\.com|@firebase\/app/,
  'recharts (charts)': /recharts/,
};

/** The runtime the first visit must carry, and one it must never carry: the renderer runs on React DOM (issue 40). */
export const RUNTIME_REQUIRED = /__reactContainer\$|__reactFiber\$/;
export const RUNTIME_FORBIDDEN = /__preactattr_|\b__k\b.{0,40}\b__v\b/;

const bundle = new WebBundle(process.argv[2] ?? 'dist/web');
const firstVisit = bundle.firstVisit().all;
const files = bundle.files(firstVisit, 'js');
const total = bundle.total(files);
const problems: string[] = [];
if (total > FIRST_VISIT_CEILING_BYTES) problems.push(`first-visit JavaScript is ${total} bytes gzip, over the ceiling of ${FIRST_VISIT_CEILING_BYTES}`);
const criticalCss = bundle.total(bundle.files(firstVisit, 'css'));
if (criticalCss > CRITICAL_CSS_CEILING_BYTES)
  problems.push(`the stylesheets holding the first paint of / are ${criticalCss} bytes gzip, over the ceiling of ${CRITICAL_CSS_CEILING_BYTES}`);
for (const { key, bytes } of bundle.routeChunks()) {
  if (bytes > ROUTE_CHUNK_CEILING_BYTES) problems.push(`the route chunk of ${key} is ${bytes} bytes gzip, over the ceiling of ${ROUTE_CHUNK_CEILING_BYTES}`);
}
if (!files.some((file) => RUNTIME_REQUIRED.test(bundle.text(file)))) problems.push('React DOM is not in the first visit of /');
for (const file of bundle.allFiles('js')) if (RUNTIME_FORBIDDEN.test(bundle.text(file))) problems.push(`${file} carries Preact`);
for (const [library, marker] of Object.entries(LATER_LIBRARIES)) {
  const carriers = files.filter((file) => marker.test(bundle.text(file)));
  if (carriers.length > 0) problems.push(`${library} is in the first visit: ${carriers.join(', ')}`);
}

// Mantine's styles are imported component by component (renderer/src/app/mantine-styles.ts): every class of Mantine's
// whole stylesheet that the built code names must have its rules in the built styles, or a component looks broken.
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const mantineStylesheet = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
const styledByMantine = new Set(mantineStylesheet.match(MANTINE_CLASS));
const builtStyles = new Set(bundle.allFiles('css').flatMap((file) => bundle.text(file).match(MANTINE_CLASS) ?? []));
for (const file of bundle.allFiles('js')) {
  const unstyled = [...new Set(bundle.text(file).match(MANTINE_CLASS) ?? [])].filter((name) => styledByMantine.has(name) && !builtStyles.has(name));
  if (unstyled.length > 0) problems.push(`${file} uses Mantine classes without their styles (${unstyled.join(', ')}): import the component's CSS`);
}

// The entry's static imports are fetched beside it, named in index.html (renderer/vite.config.ts, modulePreload); without
// the links a phone learns of them only once the entry has arrived, a round trip later.
const indexHtml = bundle.text('index.html');
for (const file of bundle.files(bundle.closure(bundle.entryKey()), 'js')) {
  if (file === bundle.manifest[bundle.entryKey()]?.file) continue;
  if (!indexHtml.includes(`<link rel="modulepreload" crossorigin href="/${file}">`))
    problems.push(`index.html does not preload ${file}, which the entry imports`);
}

// Every script of the first visit has V8's compile hint in its first two lines (renderer/compile-hints.ts), as served:
// the gzip copy too (written as the bundle is generated; files under 512 bytes are served as they are).
for (const file of files) {
  const gzipped = `${bundle.distDir}/${file}.gz`;
  const served = existsSync(gzipped) ? gunzipSync(readFileSync(gzipped)).toString('utf8') : bundle.text(file);
  if (!served.split('\n', 2).includes(COMPILE_HINT.trim())) problems.push(`${file} (as served, gzip) lacks the compile hint in its first two lines`);
}

console.log(`first visit of / : ${files.length} scripts, ${(total / 1000).toFixed(1)} kB gzip (ceiling ${(FIRST_VISIT_CEILING_BYTES / 1000).toFixed(1)} kB)`);
console.log(`stylesheets holding its first paint: ${(criticalCss / 1000).toFixed(1)} kB gzip (ceiling ${(CRITICAL_CSS_CEILING_BYTES / 1000).toFixed(1)} kB)`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`bundle budget: ${problem}`);
  process.exit(1);
}
console.log('bundle budget: met');
