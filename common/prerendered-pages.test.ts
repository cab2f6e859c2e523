import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, PRERENDERED_SHELLS, prerenderedFileOf } from './prerendered-pages';

describe('prerenderedFileOf', () => {
  it('names the landing index.html and every other pre-rendered page after its path', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/marketplace')).toBe('marketplace.html');
    expect(prerenderedFileOf('/vitamin-d-analysis')).toBe('vitamin-d-analysis.html');
  });

  it('answers every product page with the one product shell, and nothing else below the product path', () => {
    for (const slug of ['coq10-ubiquinol-100mg', 'x', 'vitamin-d3-2000-iu'])
      expect(prerenderedFileOf(`/marketplace/product/${slug}`)).toBe('marketplace--product.html');
    for (const path of [
      '/marketplace/product/',
      '/marketplace/product/a/b',
      '/marketplace/product/Bad Slug',
      '/marketplace/product/-x',
      `/marketplace/product/${'a'.repeat(121)}`,
    ]) {
      expect(prerenderedFileOf(path)).toBeUndefined();
    }
  });

  it('gives every listed path its own file', () => {
    const files = [...PRERENDERED_PATHS.map((path) => prerenderedFileOf(path)), ...PRERENDERED_SHELLS.map((shell) => shell.file)];
    expect(new Set(files).size).toBe(PRERENDERED_PATHS.length + PRERENDERED_SHELLS.length);
  });

  it('has no file for pages that are not pre-rendered, trailing slashes and climbing paths', () => {
    for (const path of ['/profile', '/marketplace/', '/../index', '', '/guardians/angio']) {
      expect(prerenderedFileOf(path)).toBeUndefined();
    }
  });
});
