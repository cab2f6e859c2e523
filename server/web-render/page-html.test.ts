import { describe, expect, it } from 'vitest';
import { pageAnswersBlock, ssrBundleOf } from './page-html';

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
