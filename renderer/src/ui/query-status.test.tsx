import { Card } from '@mantine/core';
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { PlaceholderCard } from './query-status';

afterEach(cleanup);

/** What a component drew (the provider writes its CSS variables' style first). */
function drawn(ui: ReactElement): Element {
  const element = renderWithMantine(ui).container.querySelector(':scope > :not(style)');
  if (!element) throw new Error('nothing drawn');
  return element;
}

/** The element's tag, classes without Mantine's static names, data attributes and inline style, and its children's. */
function shape(element: Element): unknown {
  const classes = [...element.classList].filter((name) => !name.startsWith('mantine-')).sort();
  const data = [...element.attributes].filter((attribute) => attribute.name.startsWith('data-')).map((attribute) => `${attribute.name}=${attribute.value}`);
  return { tag: element.tagName, classes, data, style: element.getAttribute('style') ?? '', children: [...element.children].map(shape) };
}

describe('PlaceholderCard', () => {
  it("writes what Mantine's bordered Card with its first section writes, as plain elements", () => {
    const plain = drawn(<PlaceholderCard imageHeight={140} lines={4} component="li" hidden />);
    const mantine = drawn(
      <Card component="li" withBorder padding="lg" aria-hidden>
        <Card.Section mb="sm">
          <div className={plain.firstElementChild!.firstElementChild!.className} style={{ height: 140 }} />
        </Card.Section>
        <div className={plain.lastElementChild!.className}>
          {Array.from({ length: 4 }, (_, line) => (
            <div key={line} className={plain.lastElementChild!.firstElementChild!.className} />
          ))}
        </div>
      </Card>,
    );
    expect(shape(plain)).toEqual(shape(mantine));
    expect(plain.getAttribute('aria-hidden')).toBe('true');
    expect(plain.lastElementChild!.children).toHaveLength(4);
  });

  it('draws no picture for a card without one', () => {
    const plain = drawn(<PlaceholderCard lines={3} />);
    expect(plain.tagName).toBe('DIV');
    expect(plain.children).toHaveLength(1);
    expect(plain.hasAttribute('aria-hidden')).toBe(false);
  });
});
