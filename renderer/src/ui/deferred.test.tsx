import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { installFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { HYDRATION_MARK_PREFIX, PAGE_HYDRATION_MARK } from '@common/hydration-marks';
import { deferred, HydrateLater, hydrateInSlices, ServerPart, whenDeferredLoaded, whenHydrated } from './deferred';

afterEach(cleanup);

const nextTasks = (ms = 30) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="outside" />
      <HydrateLater name="first">
        <Counter label="first" />
      </HydrateLater>
      <HydrateLater name="second">
        <Counter label="second" />
      </HydrateLater>
    </main>
  );
}

// The HTML the build-time renderer writes for <Page />: each HydrateLater part between Preact's suspense markers.
const SERVER_HTML =
  '<main><button type="button">outside 0</button><!--$s--><button type="button">first 0</button><!--/$s--><!--$s--><button type="button">second 0</button><!--/$s--></main>';

describe('HydrateLater', () => {
  it('renders its children at once when no page is being hydrated', async () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'second 0' })).toBeTruthy();
    await expect(whenHydrated()).resolves.toBeUndefined();
  });

  it('keeps the server HTML of each part and takes it over in a later task, in page order', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const [outside, first, second] = [...container.querySelectorAll('button')];
    let hydrated = false;
    performance.clearMarks();

    const done = hydrateInSlices(() => hydrateRoot(container, <Page />)).then(() => {
      hydrated = true;
    });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    // The page around the parts is the app's after the first task; the parts are still the server's HTML.
    outside?.click();
    second?.click();
    await act(() => Promise.resolve());
    expect(outside?.textContent).toBe('outside 1');
    expect(second?.textContent).toBe('second 0');
    expect(hydrated).toBe(false);

    await nextTasks();
    await done;
    expect(hydrated).toBe(true);
    // Each turn is marked where it starts, in page order (bench/main-thread.ts names long tasks by them).
    const turns = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith(HYDRATION_MARK_PREFIX));
    expect(turns.map((mark) => mark.name)).toEqual([PAGE_HYDRATION_MARK, `${HYDRATION_MARK_PREFIX}first`, `${HYDRATION_MARK_PREFIX}second`]);
    // The same elements, now the app's: nothing was drawn twice.
    expect([...container.querySelectorAll('button')]).toEqual([outside, first, second]);
    first?.click();
    second?.click();
    await act(() => Promise.resolve());
    expect(first?.textContent).toBe('first 1');
    expect(second?.textContent).toBe('second 1');
    await expect(whenHydrated()).resolves.toBeUndefined();
    container.remove();
  });
});

describe('ServerPart (the server form of a HydrateLater part)', () => {
  let suspended = false;
  /** Suspends once, as a deferred part does on the server while its code loads. */
  function SuspendsOnce() {
    if (!suspended) {
      suspended = true;
      throw Promise.resolve();
    }
    return <p>reviews</p>;
  }
  /** Drawn again when SuspendsOnce suspends: its parts are new elements then. */
  function Product() {
    return (
      <section>
        <ServerPart>
          <table>
            <tbody>
              <tr>
                <td>facts</td>
              </tr>
            </tbody>
          </table>
        </ServerPart>
        <SuspendsOnce />
      </section>
    );
  }

  describe('a part hydrated when it comes near (whenNear)', () => {
    // Part names are unique per test: a page load hydrates once, and a name once taken over stays so.
    function PageWithFooter({ footer = true, names = 'a' }: { footer?: boolean; names?: string }) {
      return (
        <main>
          <HydrateLater name={`top-${names}`}>
            <Counter label="top" />
          </HydrateLater>
          {footer && (
            <HydrateLater name={`footer-${names}`} whenNear>
              <Counter label="footer" />
            </HydrateLater>
          )}
        </main>
      );
    }
    const MARK = '<span hidden=""></span>';
    /** The server's HTML in the document, as a pre-rendered page arrives. */
    function serverHtmlInPage(html: string): HTMLDivElement {
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      return container;
    }
    const HTML = `<main><!--$s--><button type="button">top 0</button><!--/$s-->${MARK}<!--$s--><button type="button">footer 0</button><!--/$s--></main>`;

    it('keeps its server HTML while far from view (the page is the app’s without it) and takes it over once near', async () => {
      const fake = installFakeIntersectionObserver();
      const container = serverHtmlInPage(HTML);
      try {
        const [top, footer] = [...container.querySelectorAll('button')];
        let hydrated = false;
        const done = hydrateInSlices(() => hydrateRoot(container, <PageWithFooter />)).then(() => {
          hydrated = true;
        });
        await nextTasks();
        const observer = fake.observers.at(-1)!;
        expect(observer.options?.rootMargin).toBe('800px 0px');
        // The part's first element is observed: where the part is, whatever the layout around it.
        expect(observer.observed[0]?.textContent).toBe('footer 0');
        // Its nearness is not known yet: the page is not the app's.
        expect(hydrated).toBe(false);
        await act(() => observer.report(false));
        await nextTasks();
        await done;
        expect(hydrated).toBe(true);
        top?.click();
        footer?.click();
        await act(() => Promise.resolve());
        expect(top?.textContent).toBe('top 1');
        expect(footer?.textContent).toBe('footer 0');
        // Far, it is still watched.
        expect(observer.disconnected).toBe(false);

        await act(() => observer.report(true));
        await nextTasks();
        // Near once is enough: the watch ends.
        expect(observer.disconnected).toBe(true);
        // The same elements, now the app's.
        expect([...container.querySelectorAll('button')]).toEqual([top, footer]);
        footer?.click();
        await act(() => Promise.resolve());
        expect(footer?.textContent).toBe('footer 1');
      } finally {
        fake.restore();
        container.remove();
      }
    });

    it('a part that left the page before coming near renders at once when drawn again', async () => {
      const fake = installFakeIntersectionObserver();
      const container = serverHtmlInPage(HTML);
      try {
        let root: ReturnType<typeof hydrateRoot> | undefined;
        const done = hydrateInSlices(() => {
          root = hydrateRoot(container, <PageWithFooter names="b" />);
        });
        await nextTasks();
        await act(() => fake.observers.at(-1)!.report(false));
        await done;
        // The visitor leaves for a screen without the footer, then comes back: the footer is drawn anew, at once.
        await act(() => root?.render(<PageWithFooter names="b" footer={false} />));
        expect(screen.queryByRole('button', { name: /footer/ })).toBeNull();
        await act(() => root?.render(<PageWithFooter names="b" />));
        expect(screen.getByRole('button', { name: 'footer 0' })).toBeTruthy();
        root?.unmount();
      } finally {
        fake.restore();
        container.remove();
      }
    });
  });

  it('writes the markers around its HTML, even when the component around it is drawn again', async () => {
    suspended = false;
    const html = await renderToStringAsync((<Product />) as unknown as VNode);
    expect(html).toBe('<section><!--$s--><table><tbody><tr><td>facts</td></tr></tbody></table><!--/$s--><!--$s--><p>reviews</p><!--/$s--></section>');
  });
});

describe('whenDeferredLoaded', () => {
  it("resolves once no deferred component's code is on its way and the part is drawn", async () => {
    let arrive: (component: ComponentType) => void = () => undefined;
    const Late = deferred(
      () =>
        new Promise<ComponentType>((resolve) => {
          arrive = resolve;
        }),
    );
    render(<Late />);
    let loaded = false;
    const done = whenDeferredLoaded().then(() => {
      loaded = true;
    });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(loaded).toBe(false);
    arrive(() => <p>Here now</p>);
    await act(() => done);
    expect(loaded).toBe(true);
    expect(screen.getByText('Here now')).toBeTruthy();
    await expect(whenDeferredLoaded()).resolves.toBeUndefined();
  });
});
