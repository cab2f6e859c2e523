// The worker thread that draws public pages (public-pages.ts) and customers' own pages (session-pages.ts): the renderer runs inside a jsdom window that replaces
// the thread's globals, which the API server's own thread must never have. One page at a time: the window is shared.
import { parentPort, workerData } from 'node:worker_threads';
import type { PageAnswer, PageDrawing } from '../../common/prerendered-pages';
import { createPageHtmlRenderer } from './page-html';

export interface RenderRequest {
  id: number;
  pagePath: string;
  answers: PageAnswer[];
  drawing: PageDrawing;
}

/** A page drawn or not; `ready` once, when the renderer has loaded. */
export type RenderReply = { id: number; html: string } | { id: number; error: string } | { ready: true };

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread (server/web-render/public-pages.ts).');
const port = parentPort;
const { webDist } = workerData as { webDist: string };
const renderer = await createPageHtmlRenderer(webDist);
port.postMessage({ ready: true } satisfies RenderReply);

let queue = Promise.resolve();
port.on('message', (request: RenderRequest) => {
  queue = queue.then(async () => {
    try {
      port.postMessage({ id: request.id, html: await renderer.render(request.pagePath, request.answers, request.drawing) } satisfies RenderReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply);
    }
  });
});
