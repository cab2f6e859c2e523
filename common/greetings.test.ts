import { describe, expect, it } from 'vitest';
import { GREETINGS, UNKNOWN_GUARDIAN_GREETING, greetingBand, greetingFor } from './greetings';
import { PERSONAS } from './personas';

const first = () => 0;

describe('greeting bands', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
    [23, 'night'],
  ] as const)('hour %i is %s', (hour, band) => {
    expect(greetingBand(hour)).toBe(band);
  });
});

describe('greetings', () => {
  it('greets from the band of the local hour', () => {
    expect(greetingFor('angio', new Date(2026, 0, 1, 8), first)).toBe(PERSONAS.angio.greetings.morning[0]);
    expect(greetingFor('biome', new Date(2026, 0, 1, 14), first)).toBe(PERSONAS.biome.greetings.afternoon[0]);
    expect(greetingFor('immuno', new Date(2026, 0, 1, 19), first)).toBe(PERSONAS.immuno.greetings.evening[0]);
    expect(greetingFor('genomica', new Date(2026, 0, 1, 22), first)).toBe(PERSONAS.genomica.greetings.night[0]);
  });

  it("are the personas' greetings", () => {
    expect(PERSONAS.angio.greetings).toBe(GREETINGS.angio);
    expect(PERSONAS.immuno.greetings).toBe(GREETINGS.immuno);
  });

  it('answers unknown ids, and names of Object.prototype, with the spec fallback', () => {
    expect(greetingFor('nobody')).toBe(UNKNOWN_GUARDIAN_GREETING);
    expect(greetingFor('constructor')).toBe(UNKNOWN_GUARDIAN_GREETING);
    expect(UNKNOWN_GUARDIAN_GREETING).toBe('Welcome, wellness warrior!');
  });
});
