// When a form opened in place closes, focus goes back to the button that opened it: without it, keyboard and screen
// reader users are left at the top of the page once the form's own buttons are gone.
import { useEffect, useRef } from 'react';

/** The ref for the opener; focus returns to it when `open` turns false while `returnFocus` holds. */
export function useReturnFocus<T extends HTMLElement>(open: boolean, returnFocus = true) {
  const opener = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && returnFocus) opener.current?.focus();
    wasOpen.current = open;
  }, [open, returnFocus]);
  return opener;
}
