import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, prerenderedFileOf } from './prerendered-pages';

describe('prerenderedFileOf', () => {
  it('names the landing index.html and every other pre-rendered page after its path', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/marketplace')).toBe('marketplace.html');
    expect(prerenderedFileOf('/vitamin-d-analysis')).toBe('vitamin-d-analysis.html');
  });

  it('gives every listed path its own file', () => {
    const files = PRERENDERED_PATHS.map((path) => prerenderedFileOf(path));
    expect(new Set(files).size).toBe(PRERENDERED_PATHS.length);
  });

  it('has no file for pages that are not pre-rendered, trailing slashes and climbing paths', () => {
    for (const path of ['/profile', '/marketplace/', '/marketplace/product/x', '/../index', '', '/guardians/angio']) {
      expect(prerenderedFileOf(path)).toBeUndefined();
    }
  });
});
