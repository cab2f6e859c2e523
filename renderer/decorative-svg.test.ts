import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decorativeSvg, decorativeSvgImports } from './decorative-svg';

const LOGO_FILE = fileURLToPath(new URL('../resources/logo.svg', import.meta.url));
const ANGIO_FILE = fileURLToPath(new URL('../resources/guardians/angio.svg', import.meta.url));

describe('decorativeSvg', () => {
  it("takes the logo file's own name and comment away, prefixes its ids and the references to them, and fills its box", () => {
    const raw = readFileSync(LOGO_FILE, 'utf8');
    // The file as the favicon uses it: a named image with a gradient and a comment.
    expect(raw).toContain('role="img"');
    expect(raw).toContain('<title id="title">Guardians</title>');
    expect(raw).toContain('<!--');

    const markup = decorativeSvg(raw, 'logo');
    expect(markup).not.toMatch(/role=|aria-labelledby|<title|<!--/);
    expect(markup).toContain('<linearGradient id="logo-shield"');
    expect(markup).toContain('fill="url(#logo-shield)"');
    expect(markup).not.toMatch(/id="shield"|url\(#shield\)/);
    expect(markup.startsWith('<svg width="100%" height="100%" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">')).toBe(true);
    // The six dots of the ring are all still there, only the spaces between elements went.
    expect(markup.match(/<circle /g)).toHaveLength(6);
    expect(markup).not.toMatch(/>\s+</);
  });

  it('keeps the shapes of a file without ids or a name, attribute for attribute', () => {
    const raw = readFileSync(ANGIO_FILE, 'utf8');
    expect(decorativeSvg(raw, 'angio')).toBe(raw.trim().replace(/>\s+</g, '><').replace('<svg', '<svg width="100%" height="100%" focusable="false"'));
  });

  it('prefixes ids written with single quotes, and only whole ids', () => {
    const raw = `<svg><defs><linearGradient id='bg'/><linearGradient id="bg2"/></defs><rect fill='url(#bg)'/><rect fill="url(#bg2)"/></svg>`;
    expect(decorativeSvg(raw, 'card')).toBe(
      `<svg width="100%" height="100%" focusable="false"><defs><linearGradient id='card-bg'/><linearGradient id="card-bg2"/></defs><rect fill='url(#card-bg)'/><rect fill="url(#card-bg2)"/></svg>`,
    );
  });
});

describe('decorativeSvgImports', () => {
  const load = decorativeSvgImports().load as (id: string) => Promise<string | null>;

  it('turns a `?decorative` import of an SVG file into its decorative markup, ids prefixed with the file name', async () => {
    const code = await load(`${LOGO_FILE}?decorative`);
    expect(code).toBe(`export default ${JSON.stringify(decorativeSvg(readFileSync(LOGO_FILE, 'utf8'), 'logo'))};`);
  });

  it('leaves every other import to Vite', async () => {
    expect(await load(LOGO_FILE)).toBeNull();
    expect(await load(`${LOGO_FILE}?raw`)).toBeNull();
    expect(await load(`${LOGO_FILE.replace(/\.svg$/, '.ts')}?decorative`)).toBeNull();
  });
});
