import { describe, expect, it, vi } from 'vitest';
import type { ProductAnswer } from './product-pages';
import { ProductPages } from './product-pages';
import { fakePageRenderer } from '../test/fake-page-renderer';

/** A renderer that draws the product's name. */
function fakeRenderer(options: { ready?: boolean; fail?: boolean } = {}) {
  return fakePageRenderer((answers) => `<html><h1>${(answers[0]!.answer as { product: { name: string } }).product.name}</h1></html>`, options);
}

function answerOf(name: string, etag = `"${name}"`): ProductAnswer {
  return { json: Buffer.from(JSON.stringify({ product: { name } })), etag };
}

const PATH = '/marketplace/product/omega-3';

describe('ProductPages', () => {
  it('draws a product once with its answer, carried as the product read', async () => {
    const renderer = fakeRenderer();
    const pages = new ProductPages({ renderer, productAnswer: async () => answerOf('Omega 3') });
    const first = await pages.page(PATH, 'omega-3');
    expect(first?.body.toString()).toBe('<html><h1>Omega 3</h1></html>');
    expect(renderer.renders).toEqual([{ pagePath: PATH, answers: [{ queryKey: ['/api/products', 'omega-3'], answer: { product: { name: 'Omega 3' } } }] }]);
    const second = await pages.page(PATH, 'omega-3');
    expect(second).toBe(first);
    expect(renderer.renders).toHaveLength(1);
    expect(first!.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('keeps a drawn page with its brotli and gzip copies (a real page is tens of kilobytes)', async () => {
    const renderer = fakeRenderer();
    const pages = new ProductPages({ renderer, productAnswer: async () => answerOf(`Omega 3 ${'with a long description '.repeat(60)}`) });
    const first = await pages.page(PATH, 'omega-3');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(first!.br!).toString()).toBe(first!.body.toString());
    expect(gunzipSync(first!.gzip!).toString()).toBe(first!.body.toString());
    expect(first!.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('draws the page again when the product changed (a new answer), never serving the old one', async () => {
    let answer = answerOf('Omega 3', '"v1"');
    const renderer = fakeRenderer();
    const pages = new ProductPages({ renderer, productAnswer: async () => answer });
    expect((await pages.page(PATH, 'omega-3'))?.body.toString()).toContain('Omega 3');
    answer = answerOf('Omega 3 Forte', '"v2"');
    expect((await pages.page(PATH, 'omega-3'))?.body.toString()).toContain('Omega 3 Forte');
    expect(renderer.renders).toHaveLength(2);
  });

  it('serves the shell for a product nobody sells or when the answer cannot be read', async () => {
    const renderer = fakeRenderer();
    const missing = new ProductPages({ renderer, productAnswer: async () => undefined });
    expect(await missing.page(PATH, 'omega-3')).toBeUndefined();
    const failing = new ProductPages({
      renderer,
      productAnswer: async () => {
        throw new Error('database unavailable');
      },
    });
    expect(await failing.page(PATH, 'omega-3')).toBeUndefined();
    expect(renderer.renders).toHaveLength(0);
  });

  it('serves the shell while the renderer starts, and the drawn page once it is kept', async () => {
    const renderer = fakeRenderer({ ready: false });
    const pages = new ProductPages({ renderer, productAnswer: async () => answerOf('Omega 3') });
    expect(await pages.page(PATH, 'omega-3')).toBeUndefined();
    await vi.waitFor(async () => expect((await pages.page(PATH, 'omega-3'))?.body.toString()).toContain('Omega 3'));
    expect(renderer.renders).toHaveLength(1);
  });

  it('waits for a slow render no longer than its budget, then keeps the page for the next request', async () => {
    const renderer = fakeRenderer();
    renderer.hold();
    const pages = new ProductPages({ renderer, productAnswer: async () => answerOf('Omega 3'), waitMs: 20 });
    const [a, b] = await Promise.all([pages.page(PATH, 'omega-3'), pages.page(PATH, 'omega-3')]);
    expect([a, b]).toEqual([undefined, undefined]);
    expect(renderer.renders).toHaveLength(1);
    renderer.release();
    await vi.waitFor(async () => expect((await pages.page(PATH, 'omega-3'))?.body.toString()).toContain('Omega 3'));
    expect(renderer.renders).toHaveLength(1);
  });

  it('serves the shell when drawing fails, says why, and tries again on a later request', async () => {
    const renderer = fakeRenderer({ fail: true });
    const onRenderError = vi.fn();
    const pages = new ProductPages({ renderer, productAnswer: async () => answerOf('Omega 3'), onRenderError });
    expect(await pages.page(PATH, 'omega-3')).toBeUndefined();
    await vi.waitFor(() => expect(onRenderError).toHaveBeenCalledWith('omega-3', expect.objectContaining({ message: 'the bundle broke' })));
    expect(await pages.page(PATH, 'omega-3')).toBeUndefined();
    expect(renderer.renders).toHaveLength(2);
  });

  it('keeps at most maxPages, dropping the least recently asked for', async () => {
    const renderer = fakeRenderer();
    const pages = new ProductPages({ renderer, productAnswer: async (slug) => answerOf(slug), maxPages: 2 });
    await pages.page('/marketplace/product/a', 'a');
    await pages.page('/marketplace/product/b', 'b');
    await pages.page('/marketplace/product/a', 'a');
    await pages.page('/marketplace/product/c', 'c');
    expect(renderer.renders.map((render) => render.pagePath)).toEqual(['/marketplace/product/a', '/marketplace/product/b', '/marketplace/product/c']);
    await pages.page('/marketplace/product/a', 'a');
    await pages.page('/marketplace/product/b', 'b');
    expect(renderer.renders.map((render) => render.pagePath).slice(3)).toEqual(['/marketplace/product/b']);
  });

  it('serves the shell once closed, and leaves the shared renderer to its owner', async () => {
    const renderer = fakeRenderer();
    const pages = new ProductPages({ renderer, productAnswer: async () => answerOf('Omega 3') });
    await pages.page(PATH, 'omega-3');
    pages.close();
    expect(await pages.page(PATH, 'omega-3')).toBeUndefined();
    expect(renderer.renders).toHaveLength(1);
    expect(renderer.closed).toBe(false);
  });
});
