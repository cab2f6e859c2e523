import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './compile-hints';
import { decorativeSvgImports } from './decorative-svg';

const rendererRoot = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
// `npm run dev` (scripts/dev.ts) runs the API beside Vite and passes its address here.
const devApi = process.env.GUARDIANS_DEV_API ?? 'http://127.0.0.1:5000';

/**
 * The service worker: Workbox (vite-plugin-pwa, injectManifest) bundles src/service-worker/service-worker.ts into
 * /service-worker.js at the root of the build, so its scope is the whole site, and writes the precache list (every
 * built script, style and index.html, each with its revision) into it. main.tsx registers it; no web manifest is
 * generated here (public/manifest.webmanifest is the one).
 */
function workboxServiceWorker(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css,woff,woff2}'],
      // Hashed names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // The Vitamin D PDF chunk and the like are a few hundred kB; the whole shell is precached as before.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}

/** Brotli and gzip copies of every text file of the build, served by the API server with Content-Encoding. */
function precompressedFiles(): PluginOption {
  return compression({
    include: /\.(html|css|js|mjs|json|svg|webmanifest|txt|xml)$/,
    algorithms: ['brotliCompress', 'gzip'],
    threshold: 512,
    logLevel: 'silent',
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  root: rendererRoot,
  resolve: {
    alias: [
      // The path alias of tsconfig.base.json: common/ without climbing ../../../.
      { find: '@common', replacement: fileURLToPath(new URL('../common', import.meta.url)) },
      // zod without its eval probe, which our Content-Security-Policy refuses (the module says why).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/schemas-without-eval.ts', import.meta.url)) },
    ],
  },
  // The Node build bundles every library, so the renderer runs from dist/web-ssr alone.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // The build for Node (`--ssr`, scripts/prerender-pages.ts) renders pages; it needs neither the worker nor compression.
  plugins: isSsrBuild ? [react(), decorativeSvgImports()] : [react(), decorativeSvgImports(), compileHints(), workboxServiceWorker(), precompressedFiles()],
  build: isSsrBuild
    ? {
        // Beside the build it renders (server/web-render/page-html.ts, ssrBundleOf); .mjs, as a copy of the build
        // outside this package (a benchmark's) is still loaded as a module.
        outDir: fileURLToPath(new URL('../dist/web-ssr', import.meta.url)),
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
      }
    : {
        outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
        emptyOutDir: true,
        // .vite/manifest.json: which chunks each route pulls in, for `npm run bench:bundle` (not served: a dot folder).
        manifest: true,
        // The entry's imports are fetched side by side: index.html has a <link rel=modulepreload> for each. Lazily
        // loaded code (screens, banners, watchers, drawers) gets none: the browser finds a chunk's imports itself, a
        // round trip later. Vite's helper adds those links from script while the router starts, one appendChild per
        // dependency: on a first visit of a product page 650 ms of one task at 4× CPU, on `/` 180 ms (issue 12).
        // Styles always load with their part, so nothing shows unstyled. `npm run check:bundle` fails if the entry's
        // imports lose their links.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything a first visit runs, in two files instead of fifty: the libraries and our shell. A phone on a
              // slow network pays a round trip per request; the route chunks stay split as before.
              groups: [
                // Styles stay with the shell's, so the first visit has one stylesheet too.
                { name: 'vendor', test: (id) => /node_modules[\\/]/.test(id) && !id.endsWith('.css'), tags: ['$initial'], priority: 2 },
                { name: 'shell', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    // The renderer imports common/ and resources/, which sit beside renderer/ rather than under it.
    fs: { allow: [repositoryRoot] },
    // One origin in development as in production: the API's session cookies and CSP stay same-origin.
    proxy: {
      '/api': { target: devApi, changeOrigin: false },
      // Product and expert images are served by the API server from resources/.
      '/resources/products': { target: devApi, changeOrigin: false },
      '/resources/experts': { target: devApi, changeOrigin: false },
      '/ws': { target: devApi.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
