import { describe, expect, it, vi } from 'vitest';
import type { PageAnswer } from '../../common/prerendered-pages';
import { fakePageRenderer } from '../test/fake-page-renderer';
import { SessionPages } from './session-pages';

const PATH = '/vitamin-d-analysis';
const ANSWERS: PageAnswer[] = [{ queryKey: ['/api/auth/me'], answer: { user: { displayName: 'Asha' } } }];

/** A renderer that draws the customer's name. */
function fakeRenderer(options: { ready?: boolean; fail?: boolean } = {}) {
  return fakePageRenderer((answers) => `<html><h1>${(answers[0]!.answer as { user: { displayName: string } }).user.displayName}</h1></html>`, options);
}

describe('SessionPages', () => {
  it("draws the page with the customer's answers, for the session, afresh every time", async () => {
    const renderer = fakeRenderer();
    const pages = new SessionPages({ renderer });
    expect(await pages.page(PATH, ANSWERS)).toBe('<html><h1>Asha</h1></html>');
    expect(await pages.page(PATH, ANSWERS)).toBe('<html><h1>Asha</h1></html>');
    expect(renderer.renders).toEqual([
      { pagePath: PATH, answers: ANSWERS, drawing: { forSession: true } },
      { pagePath: PATH, answers: ANSWERS, drawing: { forSession: true } },
    ]);
  });

  it('starts a renderer that is still loading without waiting for it', async () => {
    const renderer = fakeRenderer({ ready: false });
    const pages = new SessionPages({ renderer });
    expect(await pages.page(PATH, ANSWERS)).toBeUndefined();
    expect(renderer.renders).toHaveLength(1);
  });

  it('gives up on a page not drawn in time, and draws none while the renderer is busy', async () => {
    const renderer = fakeRenderer();
    renderer.hold();
    const pages = new SessionPages({ renderer, waitMs: 20, maxPending: 2 });
    expect(await pages.page(PATH, ANSWERS)).toBeUndefined();
    expect(await pages.page(PATH, ANSWERS)).toBeUndefined();
    // Two renders wait: a third customer (or the same one reloading) is not queued behind them, nor are their answers read.
    expect(pages.accepting).toBe(false);
    expect(await pages.page(PATH, ANSWERS)).toBeUndefined();
    expect(renderer.renders).toHaveLength(2);
    renderer.release();
    await vi.waitFor(() => expect(renderer.pending).toBe(0));
    expect(pages.accepting).toBe(true);
    expect(await pages.page(PATH, ANSWERS)).toBe('<html><h1>Asha</h1></html>');
  });

  it('tells of a page that could not be drawn, and never throws', async () => {
    const renderer = fakeRenderer({ fail: true });
    const failures: Array<[string, string]> = [];
    const pages = new SessionPages({ renderer, onRenderError: (page, error) => failures.push([page, error.message]) });
    expect(await pages.page(PATH, ANSWERS)).toBeUndefined();
    expect(failures).toEqual([[PATH, 'the bundle broke']]);
  });

  it('draws nothing once closed', async () => {
    const renderer = fakeRenderer();
    const pages = new SessionPages({ renderer });
    pages.close();
    expect(pages.accepting).toBe(false);
    expect(await pages.page(PATH, ANSWERS)).toBeUndefined();
    expect(renderer.renders).toEqual([]);
  });
});
