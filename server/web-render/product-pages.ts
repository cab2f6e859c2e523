// Each product's page drawn with the product (issue 12): a phone paints the product itself before any script runs,
// where the shared product shell painted a placeholder until the screen's code, the product's answer and hydration had
// all arrived (largest contentful paint about 3.3 s in Lighthouse's mobile run, 2.0 s drawn). Drawn by the web build's
// server renderer (worker-page-renderer.ts) from the same answer GET /api/products/{slug} gives (the public read
// cache), and kept per answer: a product that changes gets a new answer (a new ETag), so a new page. Until a page is
// drawn (the renderer starting, a slow render) and whenever drawing fails, the shell is served as before.
import type { CachedAnswer, KeptBytes } from '../http/read-cache';
import { keepBytes } from '../http/read-cache';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PageRenderer } from './worker-page-renderer';

/** A product's answer as the public read cache holds it (server/http/read-cache.ts). */
export type ProductAnswer = Pick<CachedAnswer, 'json' | 'etag'>;

/** A drawn page with its ETag and compressed copies (made once, as for a cached answer). */
export type RenderedPage = KeptBytes;

export interface ProductPagesOptions {
  renderer: PageRenderer;
  /** The product's answer, or undefined when no approved product has this slug (the shell then says so). */
  productAnswer: (slug: string) => Promise<ProductAnswer | undefined>;
  /** How long a request waits for a page not drawn yet before it gets the shell (the page is still kept when done). */
  waitMs?: number;
  /** Pages kept, one per product; the least recently asked for goes first. */
  maxPages?: number;
  /** Told when a page could not be drawn (the shell was served). */
  onRenderError?: (slug: string, error: Error) => void;
}

export const PRODUCT_PAGE_WAIT_MS = 1_000;
export const MAX_PRODUCT_PAGES = 200;

export class ProductPages {
  /** By slug, the page of the product's latest answer drawn (Map order: least recently asked first). */
  private readonly pages = new Map<string, { answerEtag: string; page: RenderedPage }>();
  private readonly drawing = new Map<string, Promise<RenderedPage>>();
  private closed = false;

  constructor(private readonly options: ProductPagesOptions) {}

  /** The page at `pagePath` of the product `slug`, or undefined: serve the shell. Never throws. */
  async page(pagePath: string, slug: string): Promise<RenderedPage | undefined> {
    if (this.closed) return undefined;
    let answer: ProductAnswer | undefined;
    try {
      answer = await this.options.productAnswer(slug);
    } catch {
      // The database is away, or no approved product has this slug: the shell's screen asks and says so.
      return undefined;
    }
    if (!answer) return undefined;
    const kept = this.pages.get(slug);
    if (kept?.answerEtag === answer.etag) {
      this.pages.delete(slug);
      this.pages.set(slug, kept);
      return kept.page;
    }
    const drawing = this.drawingOf(pagePath, slug, answer);
    // While the renderer starts the shell goes at once; once it runs, a page takes about 100 ms to draw.
    if (!this.options.renderer.ready) return undefined;
    return Promise.race([drawing.catch(() => undefined), sleep(this.options.waitMs ?? PRODUCT_PAGE_WAIT_MS, undefined, { ref: false })]);
  }

  /** Forgets the pages; the renderer is its owner's to close (server/http/web-app.ts). */
  close(): void {
    this.closed = true;
    this.pages.clear();
  }

  /** One render per product and answer, however many ask meanwhile; kept when done. */
  private drawingOf(pagePath: string, slug: string, answer: ProductAnswer): Promise<RenderedPage> {
    const key = `${slug}\n${answer.etag}`;
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const drawing = this.draw(pagePath, slug, answer);
    this.drawing.set(key, drawing);
    void drawing
      .then((page) => this.keep(slug, answer.etag, page))
      .catch((error: unknown) => {
        if (!this.closed) this.options.onRenderError?.(slug, error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => this.drawing.delete(key));
    return drawing;
  }

  private async draw(pagePath: string, slug: string, answer: ProductAnswer): Promise<RenderedPage> {
    const carried = { queryKey: ['/api/products', slug], answer: JSON.parse(answer.json.toString('utf8')) as unknown };
    return keepBytes(Buffer.from(await this.options.renderer.render(pagePath, [carried])));
  }

  private keep(slug: string, answerEtag: string, page: RenderedPage): void {
    if (this.closed) return;
    this.pages.delete(slug);
    this.pages.set(slug, { answerEtag, page });
    const maxPages = this.options.maxPages ?? MAX_PRODUCT_PAGES;
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= maxPages) break;
      this.pages.delete(oldest);
    }
  }
}
