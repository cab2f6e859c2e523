// Prints the size of the web build: the entry chunk a first visit downloads, and the largest lazy chunks.
// Run after `npm run build:web`: `npm run bench:bundle`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = process.argv[2] ?? 'dist/web';
const assetsDir = join(distDir, 'assets');

interface Asset {
  file: string;
  bytes: number;
  gzipBytes: number;
}

function measure(file: string): Asset {
  const content = readFileSync(join(assetsDir, file));
  return { file, bytes: statSync(join(assetsDir, file)).size, gzipBytes: gzipSync(content, { level: 9 }).length };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const index = readFileSync(join(distDir, 'index.html'), 'utf8');
const entryFiles = [...index.matchAll(/assets\/([^"']+\.(?:js|css))/g)].map((match) => match[1] as string);
const all = readdirSync(assetsDir)
  .filter((file) => /\.(js|css)$/.test(file))
  .map(measure);
const entry = all.filter((asset) => entryFiles.includes(asset.file));
const lazy = all.filter((asset) => !entryFiles.includes(asset.file)).sort((a, b) => b.gzipBytes - a.gzipBytes);

const sum = (assets: Asset[], key: 'bytes' | 'gzipBytes') => assets.reduce((total, asset) => total + asset[key], 0);

console.log(`web build in ${distDir}: ${all.length} JS/CSS files`);
console.log(`entry (first visit): ${kib(sum(entry, 'bytes'))} raw, ${kib(sum(entry, 'gzipBytes'))} gzip`);
for (const asset of entry) console.log(`  ${asset.file}: ${kib(asset.bytes)} raw, ${kib(asset.gzipBytes)} gzip`);
console.log(`lazy chunks: ${lazy.length}, ${kib(sum(lazy, 'gzipBytes'))} gzip in total; largest:`);
for (const asset of lazy.slice(0, 5)) console.log(`  ${asset.file}: ${kib(asset.bytes)} raw, ${kib(asset.gzipBytes)} gzip`);
