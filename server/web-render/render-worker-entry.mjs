// The worker thread's entry (public-pages.ts): tsx's loader first, then the worker's TypeScript. A worker does not
// take `--import tsx` from its options on Node 20 before loading its entry, so the loader is registered here.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
