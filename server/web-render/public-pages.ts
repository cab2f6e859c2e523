// Public pages drawn with the public reads they show (issue 12): each product's page with the product, the landing
// with the guardians. A phone paints them whole before any script runs, where the pre-rendered page painted a
// placeholder until the screen's code, the answer and hydration had all arrived (a product page's largest contentful
// paint about 3.3 s in Lighthouse's mobile run, 2.0 s drawn), and a page with nothing waiting for its data is taken
// over only when the visitor uses it (renderer/src/ui/take-over-on-use.ts). Drawn by the web build's server renderer
// (worker-page-renderer.ts) from the same answers the API gives (the public read cache), and kept per page and answers:
// a product that changes gets a new answer (a new ETag), so a new page, and a page older than a minute is drawn again
// so that the answers it carries are fresh when the browser takes them over. Until a page is drawn (the renderer starting, a
// slow render) and whenever drawing fails, the shell or the pre-rendered page is served as before.
import type { CachedAnswer, KeptBytes } from '../reads/read-cache';
import { keepBytes } from '../reads/read-cache';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PageRenderer } from './worker-page-renderer';
import type { QueryKeyPart } from '../../common/prerendered-pages';

/** A public read's answer as the public read cache holds it (server/http/read-cache.ts). */
export type PublicAnswer = Pick<CachedAnswer, 'json' | 'etag'>;

/** A read a page is drawn with: the query key the renderer asks it by, and its answer. */
export interface PublicRead {
  queryKey: readonly QueryKeyPart[];
  answer: PublicAnswer;
}

/** A drawn page with its ETag and compressed copies (made once, as for a cached answer). */
export type RenderedPage = KeptBytes;

export interface PublicPagesOptions {
  renderer: PageRenderer;
  /**
   * The reads the page at a path is drawn with, or undefined: it is not drawn (no approved product has this slug, and
   * the shell says so).
   */
  readsOf: (pagePath: string) => Promise<readonly PublicRead[] | undefined>;
  /** How long a request waits for a page not drawn yet before it gets the shell (the page is still kept when done). */
  waitMs?: number;
  /** Pages kept, one per path; the least recently asked for goes first. */
  maxPages?: number;
  /**
   * How old a kept page may be served before it is drawn again (default PUBLIC_PAGE_MAX_AGE_MS). The answers it carries
   * are dated when it was drawn, and the browser asks again for an answer older than its staleness time
   * (renderer/src/api/query-client.ts, five minutes): a page kept longer would make a visitor's browser read again what
   * the page already holds.
   */
  maxAgeMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
  /** Told when a page could not be drawn (the shell or the pre-rendered page was served). */
  onRenderError?: (pagePath: string, error: Error) => void;
}

export const PUBLIC_PAGE_WAIT_MS = 1_000;
export const MAX_PUBLIC_PAGES = 200;
export const PUBLIC_PAGE_MAX_AGE_MS = 60_000;

/** The version of the answers a page was drawn with: their ETags together. */
function versionOf(reads: readonly PublicRead[]): string {
  return reads.map((read) => read.answer.etag).join(' ');
}

export class PublicPages {
  /** By path, the page of the latest answers drawn (Map order: least recently asked first). */
  private readonly pages = new Map<string, { version: string; page: RenderedPage; drawnAt: number }>();
  private readonly drawing = new Map<string, Promise<RenderedPage>>();
  private closed = false;

  constructor(private readonly options: PublicPagesOptions) {}

  /** The page at `pagePath` drawn with its reads, or undefined: serve the shell or pre-rendered page. Never throws. */
  async page(pagePath: string): Promise<RenderedPage | undefined> {
    if (this.closed) return undefined;
    let reads: readonly PublicRead[] | undefined;
    try {
      reads = await this.options.readsOf(pagePath);
    } catch {
      // The database is away: the page's screen asks and says so.
      return undefined;
    }
    if (!reads) return undefined;
    const version = versionOf(reads);
    const kept = this.pages.get(pagePath);
    // The same answers, drawn a while ago: drawn again, the kept page served if that takes longer than the wait.
    const current = kept?.version === version ? kept : undefined;
    if (current) {
      this.pages.delete(pagePath);
      this.pages.set(pagePath, current);
      if (this.now() - current.drawnAt < (this.options.maxAgeMs ?? PUBLIC_PAGE_MAX_AGE_MS)) return current.page;
    }
    const drawing = this.drawingOf(pagePath, version, reads);
    // While the renderer starts the shell goes at once; once it runs, a page takes about 100 ms to draw.
    if (!this.options.renderer.ready) return current?.page;
    const drawn = await Promise.race([drawing.catch(() => undefined), sleep(this.options.waitMs ?? PUBLIC_PAGE_WAIT_MS, undefined, { ref: false })]);
    return drawn ?? current?.page;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Forgets the pages; the renderer is its owner's to close (server/http/web-app.ts). */
  close(): void {
    this.closed = true;
    this.pages.clear();
  }

  /** One render per page and answers, however many ask meanwhile; kept when done. */
  private drawingOf(pagePath: string, version: string, reads: readonly PublicRead[]): Promise<RenderedPage> {
    const key = `${pagePath}\n${version}`;
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const drawnAt = this.now();
    const drawing = this.draw(pagePath, reads);
    this.drawing.set(key, drawing);
    void drawing
      .then((page) => this.keep(pagePath, version, page, drawnAt))
      .catch((error: unknown) => {
        if (!this.closed) this.options.onRenderError?.(pagePath, error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => this.drawing.delete(key));
    return drawing;
  }

  private async draw(pagePath: string, reads: readonly PublicRead[]): Promise<RenderedPage> {
    const carried = reads.map((read) => ({ queryKey: [...read.queryKey], answer: JSON.parse(read.answer.json.toString('utf8')) as unknown }));
    return keepBytes(Buffer.from(await this.options.renderer.render(pagePath, carried)));
  }

  private keep(pagePath: string, version: string, page: RenderedPage, drawnAt: number): void {
    if (this.closed) return;
    this.pages.delete(pagePath);
    this.pages.set(pagePath, { version, page, drawnAt });
    const maxPages = this.options.maxPages ?? MAX_PUBLIC_PAGES;
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= maxPages) break;
      this.pages.delete(oldest);
    }
  }
}
