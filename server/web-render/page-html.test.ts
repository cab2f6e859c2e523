import { describe, expect, it } from 'vitest';
import { pageAnswersBlock, rootSelectorPattern, ssrBundleOf } from './page-html';

describe('pageAnswersBlock', () => {
  it('writes the answers as a JSON data block that no text inside can close', () => {
    const answers = [{ queryKey: ['/api/products', 'x'], answer: { description: 'Safe </script><script>alert(1)</script> & <b>' } }];
    const block = pageAnswersBlock(answers);
    expect(block.startsWith('<script type="application/json" id="page-answers">')).toBe(true);
    const inside = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(inside).not.toContain('<');
    expect(JSON.parse(inside)).toEqual(answers);
  });

  it('writes nothing for a page without answers', () => {
    expect(pageAnswersBlock([])).toBe('');
  });
});

describe('ssrBundleOf', () => {
  it('is beside the web build, never inside the folder it serves', () => {
    expect(ssrBundleOf('/srv/dist/web')).toBe('/srv/dist/web-ssr/render-page.mjs');
    expect(ssrBundleOf('/srv/dist/web/')).toBe('/srv/dist/web-ssr/render-page.mjs');
  });
});

describe('rootSelectorPattern', () => {
  const pattern = rootSelectorPattern('<!doctype html>\n<html lang="en" data-mantine-color-scheme="dark">\n<head>');

  it("keeps the rules of the root in the template's own state, quoted or not", () => {
    expect(pattern.test(':root[data-mantine-color-scheme=dark]')).toBe(true);
    expect(pattern.test(':root[data-mantine-color-scheme="dark"]')).toBe(true);
    expect(pattern.test('html[lang=en]')).toBe(true);
    expect(pattern.test(':root[lang][data-mantine-color-scheme=dark]')).toBe(true);
  });

  it('leaves the rest to Beasties: another value, a descendant, the shadow host, the bare root', () => {
    expect(pattern.test(':root[data-mantine-color-scheme=light]')).toBe(false);
    expect(pattern.test(':root[data-mantine-color-scheme=dark] .card')).toBe(false);
    expect(pattern.test(':host([data-mantine-color-scheme=dark])')).toBe(false);
    expect(pattern.test(':root[data-other=dark]')).toBe(false);
    // Beasties keeps `:root` and `html` on its own.
    expect(pattern.test(':root')).toBe(false);
  });

  it('matches nothing for a root without attributes, and refuses a template without <html>', () => {
    expect(rootSelectorPattern('<html><head>').test(':root[x]')).toBe(false);
    expect(() => rootSelectorPattern('<head>')).toThrow(/no <html>/);
  });
});
