// Pages drawn for the signed-in customer who asks for them (issue 12): a returning customer's Vitamin D dashboard
// painted with their own numbers before any script has run, where the app drew it afresh after its code, the router and
// the customer's answers (largest contentful paint 3.1–3.3 s in Lighthouse's mobile run). Drawn by the web build's
// server renderer (worker-page-renderer.ts) from the answers the API gives the same customer, sent private and never
// kept. The renderer's queue is shared with product pages: a customer's page that cannot be drawn at once (renderer
// starting, busy, slow, failing) is the pre-rendered page, as before, which the browser renders afresh.
import type { PageAnswer } from '../../common/prerendered-pages';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PageRenderer } from './worker-page-renderer';

export interface SessionPagesOptions {
  renderer: PageRenderer;
  /** How long a request waits for its page before it gets the pre-rendered one (the page is then thrown away). */
  waitMs?: number;
  /** Renders waiting in the renderer beyond which a customer's page is not drawn: one customer's reloads never queue up. */
  maxPending?: number;
  /** Told when a page could not be drawn (the pre-rendered page was served). */
  onRenderError?: (pagePath: string, error: Error) => void;
}

export const SESSION_PAGE_WAIT_MS = 1_000;
export const MAX_PENDING_RENDERS = 4;

export class SessionPages {
  private closed = false;

  constructor(private readonly options: SessionPagesOptions) {}

  /** Whether a page asked for now may be drawn: the customer's answers need not be read when it may not. */
  get accepting(): boolean {
    return !this.closed && this.options.renderer.pending < (this.options.maxPending ?? MAX_PENDING_RENDERS);
  }

  /** The page at `pagePath` drawn with the customer's `answers`, or undefined: serve the pre-rendered page. Never throws. */
  async page(pagePath: string, answers: PageAnswer[]): Promise<string | undefined> {
    const { renderer } = this.options;
    if (!this.accepting) return undefined;
    const drawing = renderer.render(pagePath, answers, { forSession: true }).catch((error: unknown) => {
      if (!this.closed) this.options.onRenderError?.(pagePath, error instanceof Error ? error : new Error(String(error)));
      return undefined;
    });
    // A renderer still loading (a second or two after the server starts) is started by this render; nobody waits for it.
    if (!renderer.ready) return undefined;
    return Promise.race([drawing, sleep(this.options.waitMs ?? SESSION_PAGE_WAIT_MS, undefined, { ref: false })]);
  }

  close(): void {
    this.closed = true;
  }
}
