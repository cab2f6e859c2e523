import { describe, expect, it } from 'vitest';
import { GUARDIAN_IDS } from './guardians';
import { PERSONAS, UNKNOWN_GUARDIAN_BLESSING, blessingFor, encouragementFor, quoteFor } from './personas';

const first = () => 0;

describe('personas', () => {
  it('has the energy levels of the spec', () => {
    expect(PERSONAS.angio.energyLevel).toBe(85);
    expect(PERSONAS.regenera.energyLevel).toBe(75);
    expect(PERSONAS.biome.energyLevel).toBe(90);
    expect(PERSONAS.genomica.energyLevel).toBe(80);
    expect(PERSONAS.immuno.energyLevel).toBe(95);
  });

  it('gives every guardian greetings for all four bands (./greetings.ts), blessings, encouragements and quotes', () => {
    for (const id of GUARDIAN_IDS) {
      const persona = PERSONAS[id];
      expect(persona.id).toBe(id);
      for (const band of ['morning', 'afternoon', 'evening', 'night'] as const) {
        expect(persona.greetings[band].length).toBeGreaterThan(0);
      }
      expect(persona.blessings.length).toBeGreaterThan(0);
      expect(persona.encouragements.length).toBeGreaterThan(0);
      expect(persona.quotes.length).toBeGreaterThan(0);
      expect(persona.hexColor).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('picks blessings with the given chooser', () => {
    expect(blessingFor('regenera', () => 1)).toBe(PERSONAS.regenera.blessings[1]);
    expect(encouragementFor('angio', first)).toBe(PERSONAS.angio.encouragements[0]);
    expect(quoteFor('immuno', first)).toBe(PERSONAS.immuno.quotes[0]);
  });

  it('answers unknown ids with the spec fallbacks', () => {
    expect(blessingFor('constructor')).toBe(UNKNOWN_GUARDIAN_BLESSING);
    expect(UNKNOWN_GUARDIAN_BLESSING).toBe('May wellness be with you!');
    expect(encouragementFor('nobody')).toBeUndefined();
  });
});
