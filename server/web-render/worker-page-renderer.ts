// The page renderer (page-html.ts) in a worker thread of its own (render-worker.ts): it runs inside a jsdom window that
// replaces its thread's globals, which the API server's thread must never have. Started on the first page asked for,
// stopped with the server; a render that hangs or a worker that dies is replaced on the next page.
import { Worker } from 'node:worker_threads';
import type { PageAnswer, PageDrawing } from '../../common/prerendered-pages';
import type { RenderReply, RenderRequest } from './render-worker';

/** Draws whole pages: the worker below, or a test's stand-in. */
export interface PageRenderer {
  /** Whether a page asked for now is drawn without first waiting for the renderer to load (a second or two). */
  readonly ready: boolean;
  render(pagePath: string, answers: PageAnswer[], drawing?: PageDrawing): Promise<string>;
  /** Renders asked for and not answered yet (a page drawn for one customer is refused beyond a few: session-pages.ts). */
  readonly pending: number;
  close(): Promise<void>;
}

/** Plain JavaScript that registers tsx's loader, then loads render-worker.ts. */
const WORKER_URL = new URL('./render-worker-entry.mjs', import.meta.url);

export const RENDER_TIMEOUT_MS = 20_000;
/** A worker that could not load its renderer (a broken build, a library missing) is not started again for this long. */
export const FAILED_START_PAUSE_MS = 60_000;

export class WorkerPageRenderer implements PageRenderer {
  private worker: Worker | undefined;
  private workerReady = false;
  private nextId = 1;
  private readonly replies = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  private closed = false;
  /** When a worker last stopped before its renderer had loaded. */
  private failedStartAt: number | undefined;

  /** `webDist`: the web build, whose server renderer is beside it (page-html.ts, ssrBundleOf). */
  constructor(
    private readonly webDist: string,
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get ready(): boolean {
    return this.workerReady;
  }

  get pending(): number {
    return this.replies.size;
  }

  render(pagePath: string, answers: PageAnswer[], drawing: PageDrawing = {}): Promise<string> {
    if (this.closed) return Promise.reject(new Error('The page renderer was closed.'));
    if (this.failedStartAt !== undefined && this.now() - this.failedStartAt < FAILED_START_PAUSE_MS) {
      return Promise.reject(new Error('The page renderer could not start; it is tried again a minute after.'));
    }
    const worker = this.startedWorker();
    const request: RenderRequest = { id: this.nextId++, pagePath, answers, drawing };
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.replies.delete(request.id);
        reject(new Error(`drawing ${pagePath} took longer than ${this.timeoutMs} ms`));
        // A render that hangs takes the worker with it: the next page starts a new one.
        if (this.worker === worker) this.stopWorker(new Error('The page renderer was replaced after a render timed out.'));
      }, this.timeoutMs);
      timer.unref();
      const settle = () => clearTimeout(timer);
      this.replies.set(request.id, {
        resolve: (html) => {
          settle();
          resolve(html);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.stopWorker(new Error('The page renderer was closed.'));
    await worker?.terminate();
  }

  private startedWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_URL, { workerData: { webDist: this.webDist } });
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      if ('ready' in reply) {
        if (this.worker === worker) this.workerReady = true;
        return;
      }
      const waiting = this.replies.get(reply.id);
      this.replies.delete(reply.id);
      if (!waiting) return;
      if ('html' in reply) waiting.resolve(reply.html);
      else waiting.reject(new Error(reply.error));
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.stopWorker(error);
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.stopWorker(new Error('The page renderer stopped.'));
    });
    this.worker = worker;
    return worker;
  }

  private stopWorker(error: Error): void {
    if (this.worker && !this.workerReady && !this.closed) this.failedStartAt = this.now();
    const worker = this.worker;
    this.worker = undefined;
    this.workerReady = false;
    for (const waiting of this.replies.values()) waiting.reject(error);
    this.replies.clear();
    void worker?.terminate();
  }
}
