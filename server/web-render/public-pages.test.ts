import { describe, expect, it, vi } from 'vitest';
import type { PublicAnswer, PublicRead } from './public-pages';
import { PublicPages } from './public-pages';
import { fakePageRenderer } from '../test/fake-page-renderer';

/** A renderer that draws the product's name. */
function fakeRenderer(options: { ready?: boolean; fail?: boolean } = {}) {
  return fakePageRenderer((answers) => `<html><h1>${(answers[0]!.answer as { product: { name: string } }).product.name}</h1></html>`, options);
}

function answerOf(name: string, etag = `"${name}"`): PublicAnswer {
  return { json: Buffer.from(JSON.stringify({ product: { name } })), etag };
}

/** A product page's reads: its product's answer, or none when `answer` gives none (nobody sells it). */
function productReads(answer: (slug: string) => Promise<PublicAnswer | undefined>) {
  return async (pagePath: string): Promise<PublicRead[] | undefined> => {
    const slug = pagePath.split('/').at(-1)!;
    const found = await answer(slug);
    return found && [{ queryKey: ['/api/products', slug], answer: found }];
  };
}

const PATH = '/marketplace/product/omega-3';

describe('PublicPages', () => {
  it('draws a product once with its answer, carried as the product read', async () => {
    const renderer = fakeRenderer();
    const pages = new PublicPages({ renderer, readsOf: productReads(async () => answerOf('Omega 3')) });
    const first = await pages.page(PATH);
    expect(first?.body.toString()).toBe('<html><h1>Omega 3</h1></html>');
    expect(renderer.renders).toEqual([{ pagePath: PATH, answers: [{ queryKey: ['/api/products', 'omega-3'], answer: { product: { name: 'Omega 3' } } }] }]);
    const second = await pages.page(PATH);
    expect(second).toBe(first);
    expect(renderer.renders).toHaveLength(1);
    expect(first!.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('keeps a drawn page with its brotli and gzip copies (a real page is tens of kilobytes)', async () => {
    const renderer = fakeRenderer();
    const pages = new PublicPages({ renderer, readsOf: productReads(async () => answerOf(`Omega 3 ${'with a long description '.repeat(60)}`)) });
    const first = await pages.page(PATH);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(first!.br!).toString()).toBe(first!.body.toString());
    expect(gunzipSync(first!.gzip!).toString()).toBe(first!.body.toString());
    expect(first!.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('draws the page again when the product changed (a new answer), never serving the old one', async () => {
    let answer = answerOf('Omega 3', '"v1"');
    const renderer = fakeRenderer();
    const pages = new PublicPages({ renderer, readsOf: productReads(async () => answer) });
    expect((await pages.page(PATH))?.body.toString()).toContain('Omega 3');
    answer = answerOf('Omega 3 Forte', '"v2"');
    expect((await pages.page(PATH))?.body.toString()).toContain('Omega 3 Forte');
    expect(renderer.renders).toHaveLength(2);
  });

  it('draws a kept page again once it is older than its age, so the answers it carries are fresh in the browser', async () => {
    let now = 1_000_000;
    const renderer = fakeRenderer();
    const pages = new PublicPages({ renderer, readsOf: productReads(async () => answerOf('Omega 3')), maxAgeMs: 60_000, now: () => now });
    const first = await pages.page(PATH);
    now += 59_999;
    expect(await pages.page(PATH)).toBe(first);
    expect(renderer.renders).toHaveLength(1);
    now += 1;
    const redrawn = await pages.page(PATH);
    expect(renderer.renders).toHaveLength(2);
    expect(redrawn).not.toBe(first);
    expect(redrawn?.body.toString()).toBe('<html><h1>Omega 3</h1></html>');
    now += 30_000;
    expect(await pages.page(PATH)).toBe(redrawn);
    expect(renderer.renders).toHaveLength(2);
  });

  it('serves the old page of the same answers while it is drawn again slowly, or when drawing it again fails', async () => {
    let now = 0;
    const failing = { fail: false };
    const renderer = fakeRenderer(failing);
    const errors: string[] = [];
    const pages = new PublicPages({
      renderer,
      readsOf: productReads(async () => answerOf('Omega 3')),
      maxAgeMs: 60_000,
      waitMs: 20,
      now: () => now,
      onRenderError: (pagePath) => errors.push(pagePath),
    });
    const first = await pages.page(PATH);
    now += 60_000;
    renderer.hold();
    expect(await pages.page(PATH)).toBe(first);
    renderer.release();
    await vi.waitFor(async () => expect(await pages.page(PATH)).not.toBe(first));
    expect(renderer.renders).toHaveLength(2);
    const second = await pages.page(PATH);
    now += 60_000;
    failing.fail = true;
    expect(await pages.page(PATH)).toBe(second);
    expect(errors).toEqual([PATH]);
  });

  it('serves the shell for a product nobody sells or when the answer cannot be read', async () => {
    const renderer = fakeRenderer();
    const missing = new PublicPages({ renderer, readsOf: productReads(async () => undefined) });
    expect(await missing.page(PATH)).toBeUndefined();
    const failing = new PublicPages({
      renderer,
      readsOf: async () => {
        throw new Error('database unavailable');
      },
    });
    expect(await failing.page(PATH)).toBeUndefined();
    expect(renderer.renders).toHaveLength(0);
  });

  it('serves the shell while the renderer starts, and the drawn page once it is kept', async () => {
    const renderer = fakeRenderer({ ready: false });
    const pages = new PublicPages({ renderer, readsOf: productReads(async () => answerOf('Omega 3')) });
    expect(await pages.page(PATH)).toBeUndefined();
    await vi.waitFor(async () => expect((await pages.page(PATH))?.body.toString()).toContain('Omega 3'));
    expect(renderer.renders).toHaveLength(1);
  });

  it('waits for a slow render no longer than its budget, then keeps the page for the next request', async () => {
    const renderer = fakeRenderer();
    renderer.hold();
    const pages = new PublicPages({ renderer, readsOf: productReads(async () => answerOf('Omega 3')), waitMs: 20 });
    const [a, b] = await Promise.all([pages.page(PATH), pages.page(PATH)]);
    expect([a, b]).toEqual([undefined, undefined]);
    expect(renderer.renders).toHaveLength(1);
    renderer.release();
    await vi.waitFor(async () => expect((await pages.page(PATH))?.body.toString()).toContain('Omega 3'));
    expect(renderer.renders).toHaveLength(1);
  });

  it('serves the shell when drawing fails, says why, and tries again on a later request', async () => {
    const renderer = fakeRenderer({ fail: true });
    const onRenderError = vi.fn();
    const pages = new PublicPages({ renderer, readsOf: productReads(async () => answerOf('Omega 3')), onRenderError });
    expect(await pages.page(PATH)).toBeUndefined();
    await vi.waitFor(() => expect(onRenderError).toHaveBeenCalledWith(PATH, expect.objectContaining({ message: 'the bundle broke' })));
    expect(await pages.page(PATH)).toBeUndefined();
    expect(renderer.renders).toHaveLength(2);
  });

  it('draws a page with every read it carries, again when any of their answers changed', async () => {
    const renderer = fakeRenderer();
    let second = answerOf('Vitamin D', '"d1"');
    const pages = new PublicPages({
      renderer,
      readsOf: async () => [
        { queryKey: ['/api/products', 'omega-3'], answer: answerOf('Omega 3') },
        { queryKey: ['/api/guardians'], answer: second },
      ],
    });
    await pages.page('/');
    expect(renderer.renders[0]!.answers.map((carried) => carried.queryKey)).toEqual([['/api/products', 'omega-3'], ['/api/guardians']]);
    await pages.page('/');
    expect(renderer.renders).toHaveLength(1);
    second = answerOf('Vitamin D', '"d2"');
    await pages.page('/');
    expect(renderer.renders).toHaveLength(2);
  });

  it('keeps at most maxPages, dropping the least recently asked for', async () => {
    const renderer = fakeRenderer();
    const pages = new PublicPages({ renderer, readsOf: productReads(async (slug) => answerOf(slug)), maxPages: 2 });
    await pages.page('/marketplace/product/a');
    await pages.page('/marketplace/product/b');
    await pages.page('/marketplace/product/a');
    await pages.page('/marketplace/product/c');
    expect(renderer.renders.map((render) => render.pagePath)).toEqual(['/marketplace/product/a', '/marketplace/product/b', '/marketplace/product/c']);
    await pages.page('/marketplace/product/a');
    await pages.page('/marketplace/product/b');
    expect(renderer.renders.map((render) => render.pagePath).slice(3)).toEqual(['/marketplace/product/b']);
  });

  it('serves the shell once closed, and leaves the shared renderer to its owner', async () => {
    const renderer = fakeRenderer();
    const pages = new PublicPages({ renderer, readsOf: productReads(async () => answerOf('Omega 3')) });
    await pages.page(PATH);
    pages.close();
    expect(await pages.page(PATH)).toBeUndefined();
    expect(renderer.renders).toHaveLength(1);
    expect(renderer.closed).toBe(false);
  });
});
