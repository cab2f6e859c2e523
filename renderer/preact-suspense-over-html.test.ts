import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SUSPENSE_FALLBACK_CHECK, SUSPENSE_FALLBACK_CHECK_OVER_HTML, withSuspenseOverHtml } from './preact-suspense-over-html';

/** The module the build reads for preact/compat (package.json's exports). */
const compatModule = readFileSync(createRequire(import.meta.url).resolve('preact/compat'), 'utf8');

describe('withSuspenseOverHtml', () => {
  it("changes the installed Preact's Suspense check once: a part suspended over kept HTML keeps it, as while hydrating", () => {
    expect(compatModule.split(SUSPENSE_FALLBACK_CHECK)).toHaveLength(2);
    const changed = withSuspenseOverHtml(compatModule);
    expect(changed).not.toContain(SUSPENSE_FALLBACK_CHECK);
    expect(changed.split(SUSPENSE_FALLBACK_CHECK_OVER_HTML)).toHaveLength(2);
    expect(changed.length).toBe(compatModule.length + 1);
    // 160 is MODE_HYDRATE | MODE_SUSPENDED of Preact's core (src/constants.js).
    expect(SUSPENSE_FALLBACK_CHECK_OVER_HTML).toContain(`${(1 << 5) | (1 << 7)}&`);
  });

  it('fails the build when the code it changes is missing or found twice (a new Preact)', () => {
    expect(() => withSuspenseOverHtml('export function Suspense() {}')).toThrow(/found it 0 times/);
    expect(() => withSuspenseOverHtml(SUSPENSE_FALLBACK_CHECK + SUSPENSE_FALLBACK_CHECK)).toThrow(/found it 2 times/);
  });
});
