import { describe, expect, it } from 'vitest';
import { experienceAndLanguages, expertInitials } from './expert-facts';

describe("an expert's experience and languages", () => {
  it.each([
    [0, ['English'], 'Less than a year of experience · speaks English'],
    [1, ['English'], '1 year of experience · speaks English'],
    [2, ['English', 'Hindi'], '2 years of experience · speaks English, Hindi'],
    [14, ['Hindi'], '14 years of experience · speaks Hindi'],
  ])('%i years, %j → %s', (years, languages, sentence) => {
    expect(experienceAndLanguages(years, languages)).toBe(sentence);
  });
});

describe("an expert's initials, shown when there is no portrait", () => {
  it.each([
    ['Dr. Ananya Sharma', 'AS'],
    ['Vaidya Harish Joshi', 'HJ'],
    ['Meera Iyer', 'MI'],
    ['Dr. Devi (development doctor)', 'D'],
    ['Harper Coach (development health coach)', 'HC'],
    ['  ', ''],
  ])('%s → %s', (name, initials) => {
    expect(expertInitials(name)).toBe(initials);
  });
});
