import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** The import query that asks for a file's markup to draw inline: `import logo from '…/logo.svg?decorative'`. */
const QUERY = 'decorative';

/**
 * An SVG file's markup made fit to draw inline as decoration (renderer/src/ui/inline-svg.tsx), at build time: no
 * accessible name of its own (role, title and the attributes pointing at it go: the name of what it stands for is
 * always beside it in text), its ids prefixed with `idPrefix` so they cannot meet the page's own (a gradient the file
 * names `shield` becomes `<idPrefix>-shield`, and so does every `url(#shield)`), filling its box, and without the
 * comments and the spaces between elements that only make the file readable.
 */
export function decorativeSvg(raw: string, idPrefix: string): string {
  const ids = new Set([...raw.matchAll(/\sid=(["'])([^"']+)\1/g)].map((match) => match[2]!));
  let markup = raw
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<title[^>]*>[\s\S]*?<\/title>/g, '')
    .replace(/\s(?:role|aria-label|aria-labelledby|aria-describedby)=(["'])[^"']*\1/g, '')
    .replace(/>\s+</g, '><')
    .trim()
    .replace(/^<svg\b/, '<svg width="100%" height="100%" focusable="false"');
  for (const id of ids) {
    markup = markup.replace(new RegExp(`\\sid=(["'])${escaped(id)}\\1`, 'g'), ` id=$1${idPrefix}-${id}$1`).replaceAll(`url(#${id})`, `url(#${idPrefix}-${id})`);
  }
  return markup;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Vite: `*.svg?decorative` imports give `decorativeSvg` of the file as a string, its ids prefixed with the file's name.
 * Our own files only (resources/), built with the app; the browser, the build-time page renderer, the desktop window
 * and the renderer's tests all use this plugin, so every one draws the same markup.
 */
export function decorativeSvgImports(): Plugin {
  return {
    name: 'guardians:decorative-svg',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      if (query !== QUERY || !file?.endsWith('.svg')) return null;
      const markup = decorativeSvg(await readFile(file, 'utf8'), basename(file, '.svg'));
      return `export default ${JSON.stringify(markup)};`;
    },
  };
}
