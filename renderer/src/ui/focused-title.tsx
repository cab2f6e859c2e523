import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

/**
 * The page's heading of a view that replaces a form (sent, done, refused): it takes focus when it appears, so a screen
 * reader reads the new view out instead of staying on a button that is gone. `focusOnShow` false for a view the page
 * opens with, where focus belongs to the browser.
 */
export function FocusedTitle({ children, focusOnShow = true }: { children: ReactNode; focusOnShow?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Title order={1} ref={heading} tabIndex={-1}>
      {children}
    </Title>
  );
}
