import { describe, expect, it } from 'vitest';
import type { HintableChunk } from './compile-hints';
import { chunksCalledOnLoad } from './compile-hints';

function chunk(fileName: string, fields: Partial<HintableChunk> = {}): HintableChunk {
  return { fileName, isEntry: false, isDynamicEntry: false, facadeModuleId: null, imports: [], ...fields };
}

describe('chunksCalledOnLoad', () => {
  it("picks the entry, every screen's chunk and what they import, not the libraries loaded for one action", () => {
    const chunks = [
      chunk('assets/index.js', { isEntry: true, facadeModuleId: '/repo/renderer/index.html', imports: ['assets/vendor.js', 'assets/runtime.js'] }),
      chunk('assets/vendor.js', { imports: ['assets/runtime.js'] }),
      chunk('assets/runtime.js'),
      chunk('assets/home-page.js', {
        isDynamicEntry: true,
        facadeModuleId: '/repo/renderer/src/features/home/pages/home-page.tsx',
        imports: ['assets/Badge.js'],
      }),
      chunk('assets/Badge.js', { imports: ['assets/vendor.js'] }),
      chunk('assets/vitamin-d-report.js', {
        isDynamicEntry: true,
        facadeModuleId: '/repo/renderer/src/features/vitamin-d/report/vitamin-d-report.ts',
        imports: ['assets/pdf-lib.js'],
      }),
      chunk('assets/pdf-lib.js'),
      chunk('assets/charts.js', { isDynamicEntry: true, facadeModuleId: '/repo/renderer/src/ui/charts.ts' }),
      // A module under pages/ that is no screen of a feature (a test helper would be): not a screen.
      chunk('assets/other.js', { isDynamicEntry: true, facadeModuleId: '/repo/renderer/src/pages/other.tsx' }),
    ];
    expect([...chunksCalledOnLoad(chunks)].sort()).toEqual([
      'assets/Badge.js',
      'assets/home-page.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/vendor.js',
    ]);
  });

  it('follows Windows paths too, and an import it does not know is skipped', () => {
    const chunks = [
      chunk('assets/shop.js', {
        isDynamicEntry: true,
        facadeModuleId: 'C:\\repo\\renderer\\src\\features\\shop\\pages\\shop-page.tsx',
        imports: ['assets/gone.js'],
      }),
    ];
    expect([...chunksCalledOnLoad(chunks)]).toEqual(['assets/shop.js']);
  });
});
