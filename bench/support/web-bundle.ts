// The web build as a first visit sees it, read from Vite's manifest (dist/web/.vite/manifest.json): shared by
// `npm run bench:bundle` (prints the figures) and `npm run check:bundle` (fails CI over the budget).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The targets, gzip bytes: the first visit of `/` (CI's ceiling is higher, see scripts/check-bundle-budget.ts),
 * a route's own chunk and the stylesheets holding the first paint (both also CI's ceilings: the same on every build).
 */
export const BUNDLE_TARGETS = { firstVisitJs: 120_000, routeChunk: 60_000, criticalCss: 25_000 };

/** The landing's route chunk: the first visit of `/` loads it beside the entry. */
export const HOME_PAGE = 'src/features/home/pages/home-page.tsx';

export class WebBundle {
  readonly manifest: Manifest;
  private readonly gzipSizes = new Map<string, number>();

  constructor(readonly distDir: string) {
    this.manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  }

  /** Gzip bytes (level 9) of a built file. */
  gzipBytes(file: string): number {
    let size = this.gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(this.distDir, file)), { level: 9 }).length;
      this.gzipSizes.set(file, size);
    }
    return size;
  }

  /** The chunk and everything it imports statically (what the browser fetches before running it). */
  closure(key: string, seen = new Set<string>()): Set<string> {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of this.manifest[key]?.imports ?? []) this.closure(imported, seen);
    return seen;
  }

  entryKey(): string {
    const key = Object.keys(this.manifest).find((candidate) => this.manifest[candidate]?.isEntry);
    if (!key) throw new Error(`no entry in ${this.distDir}/.vite/manifest.json`);
    return key;
  }

  /** The entry with its static imports, and the home route's chunk with its own. */
  firstVisit(): { entry: Set<string>; home: Set<string>; all: Set<string> } {
    const entry = this.closure(this.entryKey());
    const home = this.closure(HOME_PAGE);
    return { entry, home, all: new Set([...entry, ...home]) };
  }

  files(keys: Iterable<string>, kind: 'js' | 'css'): string[] {
    const list = [...keys].flatMap((key) => (kind === 'js' ? [this.manifest[key]?.file ?? ''] : (this.manifest[key]?.css ?? [])));
    return [...new Set(list)].filter(Boolean);
  }

  total(files: readonly string[]): number {
    return files.reduce((sum, file) => sum + this.gzipBytes(file), 0);
  }

  /** Each screen's own chunk (a route loads it when shown: features/<feature>/pages/), with its gzip bytes, largest first. */
  routeChunks(): Array<{ key: string; bytes: number }> {
    return Object.entries(this.manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && /\/pages\//.test(key))
      .map(([key, chunk]) => ({ key, bytes: this.gzipBytes(chunk.file) }))
      .sort((a, b) => b.bytes - a.bytes);
  }

  /** Every built file of `kind`, route chunks and lazily loaded parts included. */
  allFiles(kind: 'js' | 'css'): string[] {
    return [...new Set(Object.values(this.manifest).flatMap((chunk) => (kind === 'js' ? [chunk.file] : (chunk.css ?? []))))].filter((file) =>
      file.endsWith(`.${kind}`),
    );
  }

  text(file: string): string {
    return readFileSync(join(this.distDir, file), 'utf8');
  }
}
