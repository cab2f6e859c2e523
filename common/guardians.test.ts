import { describe, expect, it } from 'vitest';
import { GUARDIANS, GUARDIAN_IDS, THEMES, findGuardian, guardianColor, isGuardianId, themeFor } from './guardians';

describe('guardian catalog', () => {
  it('holds the five guardians of the spec with persona names, titles and areas', () => {
    expect(GUARDIANS.map((g) => g.id)).toEqual(['angio', 'regenera', 'biome', 'genomica', 'immuno']);
    expect(findGuardian('angio')).toMatchObject({ personaName: 'Captain Angio', title: 'Circulation Guardian', area: 'circulation' });
    expect(findGuardian('regenera')).toMatchObject({ personaName: 'Lady Regenera', title: 'Renewal Guardian', area: 'cellular renewal' });
    expect(findGuardian('biome')).toMatchObject({ personaName: 'Commander Biome', title: 'Gut Guardian', area: 'gut' });
    expect(findGuardian('genomica')).toMatchObject({ personaName: 'Lady Genomica', title: 'Cognitive Guardian', area: 'DNA and cognition' });
    expect(findGuardian('immuno')).toMatchObject({ personaName: 'General Immuno', title: 'Immunity Guardian', area: 'immunity' });
  });

  it('recognises only the five ids', () => {
    for (const id of GUARDIAN_IDS) expect(isGuardianId(id)).toBe(true);
    expect(isGuardianId('ANGIO')).toBe(false);
    expect(isGuardianId('primary')).toBe(false);
    expect(isGuardianId(undefined)).toBe(false);
    expect(findGuardian('nobody')).toBeUndefined();
  });
});

describe('themes', () => {
  it('gives each guardian its spec colour', () => {
    expect(THEMES.angio.colorName).toBe('red');
    expect(THEMES.regenera.colorName).toBe('green');
    expect(THEMES.biome.colorName).toBe('orange');
    expect(THEMES.genomica.colorName).toBe('purple');
    expect(THEMES.immuno.colorName).toBe('yellow');
  });

  it('includes primary and secondary themes, each with a colour and style classes', () => {
    for (const theme of Object.values(THEMES)) {
      expect(theme.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(theme.classes.text).toContain(theme.colorName);
      expect(theme.classes.background).toContain(theme.colorName);
      expect(theme.classes.border).toContain(theme.colorName);
      expect(theme.classes.gradient).toContain(theme.colorName);
    }
    expect(THEMES.primary).toBeDefined();
    expect(THEMES.secondary).toBeDefined();
  });

  it('looks colours up case-insensitively', () => {
    expect(themeFor('ANGIO')).toBe(THEMES.angio);
    expect(themeFor(' Biome ')).toBe(THEMES.biome);
    expect(guardianColor('GeNoMiCa')).toBe(THEMES.genomica.hex);
    expect(themeFor('Secondary')).toBe(THEMES.secondary);
  });

  it('falls back to primary for anything unknown', () => {
    expect(themeFor('nobody')).toBe(THEMES.primary);
    expect(themeFor('')).toBe(THEMES.primary);
    expect(themeFor(undefined)).toBe(THEMES.primary);
    expect(themeFor('toString')).toBe(THEMES.primary);
  });
});
