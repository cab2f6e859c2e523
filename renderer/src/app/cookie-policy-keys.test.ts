// The cookie policy must name every browser storage key the app keeps: the registry of platform/storage-keys.ts
// lists them all (code reads its keys from there), so the policy is checked against the registry.
import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY } from '../features/legal/content/legal-content';
import { STORAGE_KEY_FAMILIES, STORAGE_KEYS } from '../platform/storage-keys';

const policyText = COOKIE_POLICY.sections
  .flatMap((section) => section.blocks)
  .map((block) => (block.kind === 'paragraph' ? block.text : block.kind === 'list' ? block.items.join(' ') : block.rows.flat().join(' ')))
  .join(' ');

const keys = Object.values(STORAGE_KEYS).map((entry) => entry.key);
const families = Object.values(STORAGE_KEY_FAMILIES);

describe('the cookie policy', () => {
  it('names every browser storage key of the registry', () => {
    const names = [...keys, ...families.map((family) => `${family.prefix}${family.placeholder}`)];
    expect(names.filter((name) => !policyText.includes(name))).toEqual([]);
  });

  it('lists each key once, and no key starts like a family of per-account keys', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => families.some((family) => key.startsWith(family.prefix)))).toEqual([]);
  });

  it('keeps no key for an optional category: each is for what the visitor is doing or asked for, as the policy says', () => {
    // A key for analytics, personalization or marketing would need that choice first, and the policy to say so.
    expect([...Object.values(STORAGE_KEYS), ...families].filter((entry) => entry.consent !== 'essential')).toEqual([]);
  });
});
