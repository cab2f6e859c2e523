import { describe, expect, it } from 'vitest';
import { queryStateBlock, ssrBundleOf, wholeStylesheetAside } from './page-html';

describe('queryStateBlock', () => {
  it('writes the query state as a JSON data block that no text inside can close', () => {
    const queryState = {
      mutations: [],
      queries: [{ queryKey: ['/api/products', 'x'], state: { data: { description: 'Safe </script><script>alert(1)</script> & <b>' } } }],
    };
    const block = queryStateBlock(queryState);
    expect(block.startsWith('<script type="application/json" id="query-state">')).toBe(true);
    const inside = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(inside).not.toContain('<');
    expect(JSON.parse(inside)).toEqual(queryState);
  });

  it('writes nothing for a page that carries no queries', () => {
    expect(queryStateBlock(undefined)).toBe('');
  });
});

describe('ssrBundleOf', () => {
  it('is beside the web build, never inside the folder it serves', () => {
    expect(ssrBundleOf('/srv/dist/web')).toBe('/srv/dist/web-ssr/render-page.mjs');
    expect(ssrBundleOf('/srv/dist/web/')).toBe('/srv/dist/web-ssr/render-page.mjs');
  });
});

describe('wholeStylesheetAside', () => {
  const links = '<link rel="stylesheet" crossorigin href="/assets/index-a1.css"><link rel="stylesheet" crossorigin href="/assets/extra-b2.css">';

  it('takes the whole stylesheet out of what Beasties reads, one mark where its links were, and gives the links back', () => {
    const aside = wholeStylesheetAside(`<html><head><title>G</title>${links}<style>x{}</style></head><body></body></html>`);
    expect(aside.links).toBe(links);
    expect(aside.template).toBe('<html><head><title>G</title><meta name="guardians-whole-stylesheet"><style>x{}</style></head><body></body></html>');
    expect(aside.template.replace('<meta name="guardians-whole-stylesheet">', aside.links)).toContain(`<title>G</title>${links}<style>`);
  });

  it("leaves a template without the build's stylesheet as it is", () => {
    const template = '<html><head><link rel="stylesheet" href="https://elsewhere.example/a.css"></head></html>';
    expect(wholeStylesheetAside(template)).toEqual({ template, links: '' });
  });

  it("refuses the build's stylesheet linked in a form it does not know, rather than let Beasties move it", () => {
    expect(() => wholeStylesheetAside('<html><head><link href="/assets/index-a1.css" rel="stylesheet"></head></html>')).toThrow(/STYLESHEET_LINK/);
  });
});
