/**
 * jsdom lacks matchMedia, which Mantine's colour scheme and media-query hooks read. Only the wish for reduced motion
 * matches: with it the theme runs no transition timers, which would otherwise outlive a test's window.
 */
export function installMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
