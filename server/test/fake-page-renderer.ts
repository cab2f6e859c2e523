// A stand-in for the web build's page renderer (server/web-render/worker-page-renderer.ts): draws what `draw` returns,
// records every render, and can hold renders waiting until released (a slow or busy renderer).
import type { PageAnswer, PageDrawing } from '../../common/prerendered-pages';
import type { PageRenderer } from '../web-render/worker-page-renderer';

export interface FakePageRenderer extends PageRenderer {
  renders: Array<{ pagePath: string; answers: PageAnswer[]; drawing?: PageDrawing }>;
  hold(): void;
  release(): void;
  closed: boolean;
}

export function fakePageRenderer(draw: (answers: PageAnswer[]) => string, options: { ready?: boolean; fail?: boolean } = {}): FakePageRenderer {
  const renders: FakePageRenderer['renders'] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> | undefined;
  let pending = 0;
  return {
    ready: options.ready ?? true,
    renders,
    closed: false,
    get pending() {
      return pending;
    },
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      release();
    },
    async render(pagePath, answers, drawing) {
      renders.push({ pagePath, answers, ...(drawing ? { drawing } : {}) });
      pending += 1;
      try {
        await held;
        if (options.fail) throw new Error('the bundle broke');
        return draw(answers);
      } finally {
        pending -= 1;
      }
    },
    async close() {
      this.closed = true;
    },
  };
}
