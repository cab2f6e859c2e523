const plural = new Intl.PluralRules('en-US');

/** "1 year of experience · speaks English": the count in the right grammatical number (issue 39: never "1 years"). */
export function experienceAndLanguages(years: number, languages: readonly string[]): string {
  const experience = years < 1 ? 'Less than a year' : `${years} ${plural.select(years) === 'one' ? 'year' : 'years'}`;
  return `${experience} of experience · speaks ${languages.join(', ')}`;
}

/** Titles the portraits leave out of an expert's initials: "Dr. Ananya Sharma" is AS, as on her portrait. */
const TITLES = new Set(['dr', 'dr.', 'vaidya', 'prof', 'prof.']);

/** The initials of an expert's name (first and last word, titles and a bracketed note left out), for a missing portrait. */
export function expertInitials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !TITLES.has(word.toLowerCase()));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last].map((word) => word?.charAt(0).toUpperCase() ?? '').join('');
}
