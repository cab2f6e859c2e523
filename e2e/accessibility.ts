// axe-core on the page as it stands, in both colour schemes: the scheme is Mantine's attribute on <html>, so
// flipping it re-colours the page at once without a reload.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules; serious and critical violations fail, as the issue "fast on a phone" asks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
export const COLOR_SCHEMES = ['dark', 'light'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** All WCAG A/AA rules, or only colour contrast: the one thing a change of colour scheme can break. */
async function seriousViolations(page: Page, only: 'all' | 'contrast'): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (only === 'all' ? builder.withTags(WCAG_TAGS) : builder.withRules(['color-contrast'])).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** No serious or critical axe violation on the page in the given colour schemes; the page ends in the scheme it had. */
export async function expectAccessible(page: Page, label: string, schemes: readonly ColorScheme[] = COLOR_SCHEMES): Promise<void> {
  const html = page.locator('html');
  const original = (await html.getAttribute('data-mantine-color-scheme')) ?? 'dark';
  try {
    for (const [index, scheme] of schemes.entries()) {
      await html.evaluate((element, value) => element.setAttribute('data-mantine-color-scheme', value), scheme);
      // Colours that change with a transition (an accordion's control, a button's background) are read once they have
      // arrived: axe measuring half-way compared a light scheme's text with a dark background (seen once in a full run).
      await page.evaluate(() =>
        Promise.all(document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished.catch(() => undefined)] : []))),
      );
      // The page's structure is the same in every scheme: after the first, only its colours need checking again.
      expect(await seriousViolations(page, index === 0 ? 'all' : 'contrast'), `${label} in the ${scheme} scheme`).toEqual([]);
    }
  } finally {
    await html.evaluate((element, value) => element.setAttribute('data-mantine-color-scheme', value), original);
  }
}
