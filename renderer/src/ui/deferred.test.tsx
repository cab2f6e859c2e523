import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { HydrateLater, hydrateInSlices, ServerPart, whenHydrated } from './deferred';

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

  it('writes the markers around its HTML, even when the component around it is drawn again', async () => {
    suspended = false;
    const html = await renderToStringAsync((<Product />) as unknown as VNode);
    expect(html).toBe('<section><!--$s--><table><tbody><tr><td>facts</td></tr></tbody></table><!--/$s--><!--$s--><p>reviews</p><!--/$s--></section>');
  });
});
