import type { PluginOption } from 'vite';

/**
 * One change to Preact's Suspense (preact/compat), made as the build reads it. Preact keeps the HTML of a part that
 * suspends (its code still loading, or `HydrateLater` waiting its turn: src/ui/deferred.tsx) both while it hydrates a
 * page and when it renders over a page's existing HTML (Preact's render() into a root that has children: src/main.tsx,
 * a page drawn for its signed-in customer), and marks the part MODE_SUSPENDED, later drawing it where that HTML stands.
 * Suspense, though, keeps showing the HTML only for a part suspended while hydrating (MODE_HYDRATE); over existing HTML
 * it switched to its fallback and forgot the HTML, so the part was drawn a second time below it (a page drawn for its
 * customer had two headers). With the change, a part suspended over kept HTML (MODE_HYDRATE or MODE_SUSPENDED: 32 | 128)
 * is treated alike. Preact's core sets MODE_SUSPENDED only in those two cases, so ordinary renders are untouched.
 *
 * The build fails if the code it changes is not found exactly once (a new Preact): check the change still holds
 * (compat/src/suspense.js, `_childDidSuspend`) and update it. Vite's dev server pre-bundles Preact without it; the dev
 * server draws no pages, so it never renders over existing HTML.
 */
export const SUSPENSE_FALLBACK_CHECK = 'this.__u++||32&t.__u||this.setState(';
export const SUSPENSE_FALLBACK_CHECK_OVER_HTML = 'this.__u++||160&t.__u||this.setState(';

const COMPAT_MODULE = /[\\/]node_modules[\\/]preact[\\/]compat[\\/]dist[\\/]compat\.mjs$/;

/** Preact's compat module with the change made; throws when its code is not what the change was written for. */
export function withSuspenseOverHtml(code: string): string {
  const found = code.split(SUSPENSE_FALLBACK_CHECK).length - 1;
  if (found !== 1) {
    throw new Error(`preact/compat: expected the Suspense fallback check once, found it ${found} times (renderer/preact-suspense-over-html.ts)`);
  }
  return code.replace(SUSPENSE_FALLBACK_CHECK, SUSPENSE_FALLBACK_CHECK_OVER_HTML);
}

export function preactSuspenseOverHtml(): PluginOption {
  return {
    name: 'guardians-preact-suspense-over-html',
    enforce: 'pre',
    transform(code, id) {
      if (!COMPAT_MODULE.test(id.split('?')[0]!)) return null;
      return { code: withSuspenseOverHtml(code), map: null };
    },
  };
}
