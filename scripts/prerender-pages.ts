// Writes the HTML of the public pages (common/prerendered-pages.ts) into dist/web/prerendered/, with brotli and gzip
// copies like every file of the build; the server answers these paths with them (server/http/web-app.ts).
// Run by `npm run build:web` after the browser build and the Node build of renderer/src/prerender/render-page.tsx
// (into the build's folder with `-ssr` after its name, where the server finds it for product pages).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PRERENDERED_FOLDER, PRERENDERED_PATHS, PRERENDERED_SHELLS, prerenderedFileOf } from '../common/prerendered-pages';
import { createPageHtmlRenderer, ssrBundleOf } from '../server/web-render/page-html';

const webDist = path.resolve(process.argv[2] ?? 'dist/web');
const ssrBundle = path.resolve(process.argv[3] ?? ssrBundleOf(webDist));

const outDir = path.join(webDist, PRERENDERED_FOLDER);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const renderer = await createPageHtmlRenderer(webDist, ssrBundle);
// The pages, then the shells (one screen for many paths, rendered at a path of their own).
const renders = [
  ...PRERENDERED_PATHS.map((pagePath) => ({ pagePath, fileName: prerenderedFileOf(pagePath)! })),
  ...PRERENDERED_SHELLS.map((shell) => ({ pagePath: shell.renderedAt, fileName: shell.file })),
];
for (const { pagePath, fileName } of renders) {
  const started = performance.now();
  const page = await renderer.render(pagePath);
  const file = path.join(outDir, fileName);
  writeFileSync(file, page);
  writeFileSync(`${file}.br`, brotliCompressSync(page));
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  console.log(
    `pre-rendered ${pagePath} → ${path.relative(process.cwd(), file)} (${(page.length / 1000).toFixed(1)} kB, ${Math.round(performance.now() - started)} ms)`,
  );
}

renderer.close();
process.exit(0);
