import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rendererRoot = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
// `npm run dev` (scripts/dev.ts) runs the API beside Vite and passes its address here.
const devApi = process.env.GUARDIANS_DEV_API ?? 'http://127.0.0.1:5000';

export default defineConfig({
  root: rendererRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
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
