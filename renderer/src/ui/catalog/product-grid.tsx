import { SimpleGrid, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { Children, isValidElement, useState } from 'react';
import { useWithinReach } from '../within-reach';
import { useProgressiveCount } from '../progressive';
import { HydrateLater } from '../deferred';

/** Columns from each breakpoint up (Mantine's theme breakpoints); one column below the smallest. */
const COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** Marks the grid's end for the observer: out of the grid's flow, so it takes no cell and adds no gap. */
const END_MARK_STYLE = { position: 'absolute', bottom: 0, left: 0, width: 1, height: 1 } as const;

/**
 * Product cards: one column on a phone, up to four on a desktop; when many arrive at once, the first row at once (one
 * card on a phone) and then a card per task (a card is 30–60 ms of a phone's main thread at 4× CPU: a row of four was a
 * task of 150–250 ms), while the grid's end is within a screen of the visible part of the page: a phone's first screen
 * shows one or two of a page of twelve, and the rest are drawn as the visitor scrolls towards them (issue 12: long
 * lists render what is visible). Once focus is in the grid (a keyboard user tabbing through), the rest are drawn
 * whatever the scroll, so Tab never skips a card not drawn yet.
 * A page the server drew with its products (the marketplace: server/web-render) shows them all, and each card is taken
 * over in a task of its own (`HydrateLater`), those below the first row once they come near: taking twelve over at
 * once was a task of 360–720 ms at 4× CPU.
 */
export function ProductGrid({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children);
  // The columns at the window's width as the grid first renders (asked at once, not after an effect): its first row.
  const firstRow = useMatches(COLUMNS, { getInitialValueInEffect: false });
  const [endMark, endNear] = useWithinReach<HTMLSpanElement>();
  const [focusInside, setFocusInside] = useState(false);
  const shown = useProgressiveCount(cards.length, { first: firstRow, step: 1, paused: !endNear && !focusInside, drawnWhole: true });
  return (
    <SimpleGrid cols={COLUMNS} pos="relative" onFocus={() => setFocusInside(true)}>
      {cards.slice(0, shown).map((card, index) => (
        <HydrateLater key={isValidElement(card) ? card.key : index} name={`product-card-${index}`} whenNear={index >= firstRow}>
          {card}
        </HydrateLater>
      ))}
      <span ref={endMark} aria-hidden="true" style={END_MARK_STYLE} />
    </SimpleGrid>
  );
}
