// Draws the storefront's product and expert artwork as small SVG files: one per seeded product (its packaging by
// form, in its guardian's colour, with brand and name on the label), one per guardian for brand-partner
// submissions, and an initials portrait per expert. Run after changing the seed lists:
//   node --import tsx scripts/generate-product-images.ts
// scripts/generate-product-images.test.ts fails when a file is missing or out of date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GUARDIAN_IDS, THEMES } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import { SEED_PRODUCTS } from '../server/setup/seed/catalog-products';
import type { ProductForm } from '../server/setup/seed/catalog-products';
import { SEED_EXPERTS } from '../server/setup/seed/experts';

export const RESOURCES_DIR = fileURLToPath(new URL('../resources', import.meta.url));

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ?? character);
}

/** Greedy word wrap to at most `maxLines` lines of about `width` characters; the last line ends in … if cut. */
export function wrapLabel(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

interface Package {
  /** The container outline and its details. */
  shape: string;
  /** Where the label sits. */
  label: { x: number; y: number; width: number; height: number };
}

function packageFor(form: ProductForm, colour: string): Package {
  switch (form) {
    case 'powder':
      return {
        shape: `<rect x="95" y="110" width="210" height="230" rx="22" fill="#fff"/><rect x="85" y="88" width="230" height="40" rx="10" fill="${colour}"/>`,
        label: { x: 105, y: 160, width: 190, height: 140 },
      };
    case 'gummies':
      return {
        shape:
          `<rect x="105" y="115" width="190" height="225" rx="60" fill="#fff"/><rect x="125" y="85" width="150" height="42" rx="12" fill="${colour}"/>` +
          `<circle cx="150" cy="318" r="9" fill="${colour}" opacity=".5"/><circle cx="200" cy="322" r="9" fill="${colour}" opacity=".7"/><circle cx="250" cy="318" r="9" fill="${colour}" opacity=".5"/>`,
        label: { x: 120, y: 165, width: 160, height: 130 },
      };
    case 'drops':
      return {
        shape:
          `<rect x="140" y="150" width="120" height="190" rx="18" fill="#fff"/><rect x="170" y="118" width="60" height="38" rx="6" fill="${colour}"/>` +
          `<rect x="185" y="70" width="30" height="52" rx="14" fill="${colour}" opacity=".8"/>`,
        label: { x: 148, y: 185, width: 104, height: 120 },
      };
    case 'tea':
      return {
        shape: `<rect x="90" y="95" width="220" height="245" rx="8" fill="#fff"/><path d="M90 135h220" stroke="${colour}" stroke-width="6"/><path d="M200 60c-18 10-18 26 0 36c18-10 18-26 0-36Z" fill="${colour}" opacity=".8"/>`,
        label: { x: 100, y: 150, width: 200, height: 170 },
      };
    case 'capsules':
    case 'softgels':
    case 'tablets':
      return {
        shape:
          `<rect x="115" y="120" width="170" height="220" rx="26" fill="#fff"/><rect x="140" y="80" width="120" height="48" rx="10" fill="${colour}"/>` +
          `<rect x="140" y="120" width="120" height="10" fill="${colour}" opacity=".6"/>`,
        label: { x: 125, y: 160, width: 150, height: 150 },
      };
  }
}

function labelText(lines: readonly string[], centreX: number, firstY: number, lineHeight: number, size: number, colour: string, weight: number): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${centreX}" y="${firstY + index * lineHeight}" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function productSvg(product: { name: string; brand: string; form: ProductForm; guardian: GuardianId }): string {
  const colour = THEMES[product.guardian].hex;
  const { shape, label } = packageFor(product.form, colour);
  const centreX = label.x + label.width / 2;
  const nameLines = wrapLabel(product.name, Math.max(8, Math.floor(label.width / 10)), 3);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(`${product.brand} ${product.name}`)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity=".28"/><stop offset="1" stop-color="${colour}" stop-opacity=".08"/></linearGradient></defs>`,
    `<rect width="400" height="400" rx="24" fill="url(#bg)"/>`,
    `<ellipse cx="200" cy="352" rx="130" ry="14" fill="#000" opacity=".12"/>`,
    `<g font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif">`,
    shape,
    `<rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="8" fill="${colour}" opacity=".1"/>`,
    labelText([product.brand.toUpperCase()], centreX, label.y + 22, 0, 11, colour, 700),
    labelText(nameLines, centreX, label.y + 50, 19, 15, '#212529', 700),
    labelText([product.form], centreX, label.y + label.height - 12, 0, 11, '#495057', 400),
    `</g></svg>`,
    '',
  ].join('\n');
}

/** Artwork for a brand-partner product of a guardian: a plain bottle with a leaf. */
export function brandProductSvg(guardian: GuardianId): string {
  const colour = THEMES[guardian].hex;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="Partner product">`,
    `<rect width="400" height="400" rx="24" fill="${colour}" fill-opacity=".16"/>`,
    `<ellipse cx="200" cy="352" rx="130" ry="14" fill="#000" opacity=".12"/>`,
    `<rect x="115" y="120" width="170" height="220" rx="26" fill="#fff"/><rect x="140" y="80" width="120" height="48" rx="10" fill="${colour}"/>`,
    `<path d="M200 180c-40 20-40 80 0 100c40-20 40-80 0-100Z" fill="${colour}" opacity=".85"/><path d="M200 190v82" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
    `</svg>`,
    '',
  ].join('\n');
}

export function expertSvg(expert: { name: string; guardianFocus: GuardianId }): string {
  const colour = THEMES[expert.guardianFocus].hex;
  const initials = expert.name
    .replace(/^(Dr\.|Vaidya)\s+/, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(expert.name)}">`,
    `<rect width="200" height="200" rx="100" fill="${colour}"/>`,
    `<circle cx="100" cy="100" r="88" fill="#fff" fill-opacity=".12"/>`,
    `<text x="100" y="122" font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** Every file this script writes, by path relative to resources/. */
export function storefrontImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const product of SEED_PRODUCTS) files.set(`products/${product.slug}.svg`, productSvg(product));
  for (const guardian of GUARDIAN_IDS) files.set(`products/brand-${guardian}.svg`, brandProductSvg(guardian));
  for (const expert of SEED_EXPERTS) files.set(`experts/${expert.slug}.svg`, expertSvg(expert));
  return files;
}

function main(): void {
  const files = storefrontImages();
  for (const [relative, content] of files) {
    const target = path.join(RESOURCES_DIR, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  console.log(`Wrote ${files.size} images under ${RESOURCES_DIR}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
