import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

const rendererRoot = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
// `npm run dev` (scripts/dev.ts) runs the API beside Vite and passes its address here.
const devApi = process.env.GUARDIANS_DEV_API ?? 'http://127.0.0.1:5000';

/** The service worker is its own entry, written to the root of the build so that its scope is the whole site. */
const SERVICE_WORKER_ENTRY = 'service-worker';
const SERVICE_WORKER_FILE = 'service-worker.js';
/** The string literal service-worker.ts passes to parsePrecacheManifest (PRECACHE_PLACEHOLDER in shell-routes.ts). */
const PRECACHE_PLACEHOLDER = '__GUARDIANS_PRECACHE_MANIFEST__';

/**
 * Writes the list of built scripts and styles into the service worker, so it precaches the whole app shell (lazy
 * route chunks included). The list's hash names the worker's cache, and changes the worker's bytes: the browser
 * installs the new worker after every build that changed a file.
 */
function serviceWorkerPrecache(): Plugin {
  return {
    name: 'guardians:service-worker-precache',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[SERVICE_WORKER_FILE];
        // The desktop renderer (electron.vite.config.ts) reuses these plugins without the worker entry.
        if (worker === undefined) return;
        if (worker.type !== 'chunk') return this.error(`${SERVICE_WORKER_FILE} is not a script chunk`);
        if (worker.imports.length > 0) return this.error(`${SERVICE_WORKER_FILE} must be one self-contained script, but imports ${worker.imports.join(', ')}`);
        const files = Object.keys(bundle)
          .filter((fileName) => fileName.startsWith('assets/') && /\.(js|css|woff2?)$/.test(fileName))
          .map((fileName) => `/${fileName}`)
          .sort();
        const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
        const placeholder = new RegExp(`(["'\`])${PRECACHE_PLACEHOLDER}\\1`, 'g');
        const code = worker.code.replace(placeholder, JSON.stringify(JSON.stringify({ version, files })));
        if (code === worker.code) return this.error(`${SERVICE_WORKER_FILE} has lost its precache placeholder`);
        worker.code = code;
      },
    },
  };
}

export default defineConfig({
  root: rendererRoot,
  plugins: [react(), serviceWorkerPrecache()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        [SERVICE_WORKER_ENTRY]: fileURLToPath(new URL('./src/service-worker/service-worker.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === SERVICE_WORKER_ENTRY ? SERVICE_WORKER_FILE : 'assets/[name]-[hash].js'),
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
});
