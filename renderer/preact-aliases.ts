import type { Alias } from 'vite';

/**
 * The renderer is written against React's API and shipped on Preact (preact/compat): the same components, hooks,
 * Suspense and hydration, in about a sixth of React DOM's bytes (issue 12: the first visit of / went from 198 kB to
 * 138 kB of JavaScript, gzip).
 * Every import of react, react-dom and their entry points, ours and our libraries', resolves here.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
