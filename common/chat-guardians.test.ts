import { describe, expect, it } from 'vitest';
import { CHAT_GUARDIANS, PRODUCT_CATEGORIES, chatGuardian } from './chat-guardians';

describe('chat guardians', () => {
  it('maps every guardian to the product categories of the spec', () => {
    expect(chatGuardian('angio').productCategories).toEqual(['cardiovascular', 'circulation', 'heart-health']);
    expect(chatGuardian('regenera').productCategories).toEqual(['anti-aging', 'cellular-health', 'antioxidants']);
    expect(chatGuardian('biome').productCategories).toEqual(['digestive', 'probiotics', 'gut-health']);
    expect(chatGuardian('genomica').productCategories).toEqual(['cognitive', 'brain-health', 'nootropics']);
    expect(chatGuardian('immuno').productCategories).toEqual(['immunity', 'vitamins', 'wellness']);
  });

  it('gives each a name, title, colour, icon and quick questions', () => {
    expect(CHAT_GUARDIANS).toHaveLength(5);
    for (const guardian of CHAT_GUARDIANS) {
      expect(guardian.name).not.toBe('');
      expect(guardian.title).toMatch(/Guardian$/);
      expect(guardian.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(guardian.icon).not.toBe('');
      expect(guardian.quickQuestions.length).toBeGreaterThanOrEqual(3);
    }
    expect(chatGuardian('biome').name).toBe('Commander Biome');
  });

  it('lists fifteen distinct categories', () => {
    expect(new Set(PRODUCT_CATEGORIES).size).toBe(15);
  });
});
