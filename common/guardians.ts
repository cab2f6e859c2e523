// The five guardians of spec section 1 and the theme set built on their colours.

export const GUARDIAN_IDS = ['angio', 'regenera', 'biome', 'genomica', 'immuno'] as const;
export type GuardianId = (typeof GUARDIAN_IDS)[number];

export type ThemeName = GuardianId | 'primary' | 'secondary';

export interface Guardian {
  id: GuardianId;
  personaName: string;
  title: string;
  area: string;
  theme: ThemeName;
}

export const GUARDIANS: readonly Guardian[] = [
  { id: 'angio', personaName: 'Captain Angio', title: 'Circulation Guardian', area: 'circulation', theme: 'angio' },
  { id: 'regenera', personaName: 'Lady Regenera', title: 'Renewal Guardian', area: 'cellular renewal', theme: 'regenera' },
  { id: 'biome', personaName: 'Commander Biome', title: 'Gut Guardian', area: 'gut', theme: 'biome' },
  { id: 'genomica', personaName: 'Lady Genomica', title: 'Cognitive Guardian', area: 'DNA and cognition', theme: 'genomica' },
  { id: 'immuno', personaName: 'General Immuno', title: 'Immunity Guardian', area: 'immunity', theme: 'immuno' },
];

export function isGuardianId(value: unknown): value is GuardianId {
  return typeof value === 'string' && (GUARDIAN_IDS as readonly string[]).includes(value);
}

export function findGuardian(id: string): Guardian | undefined {
  return GUARDIANS.find((guardian) => guardian.id === id);
}

/** Style classes a theme contributes to a card, a badge or a gradient. */
export interface ThemeStyle {
  /** Colour name in the spec's words (red, green, ...). */
  colorName: string;
  /** Mantine palette key used by the renderer's theme. */
  mantineColor: string;
  hex: string;
  classes: { text: string; background: string; border: string; gradient: string };
}

function themeStyle(colorName: string, mantineColor: string, hex: string, gradientTo: string): ThemeStyle {
  return {
    colorName,
    mantineColor,
    hex,
    classes: {
      text: `guardian-text-${colorName}`,
      background: `guardian-bg-${colorName}`,
      border: `guardian-border-${colorName}`,
      gradient: `guardian-gradient-${colorName}-${gradientTo}`,
    },
  };
}

// Biome is orange and immuno yellow: the spec's alternative readings (blue, amber) are not used.
export const THEMES: Readonly<Record<ThemeName, ThemeStyle>> = {
  angio: themeStyle('red', 'red', '#e03131', 'rose'),
  regenera: themeStyle('green', 'green', '#2f9e44', 'emerald'),
  biome: themeStyle('orange', 'orange', '#f76707', 'amber'),
  genomica: themeStyle('purple', 'grape', '#9c36b5', 'violet'),
  immuno: themeStyle('yellow', 'yellow', '#f59f00', 'amber'),
  primary: themeStyle('teal', 'teal', '#0ca678', 'cyan'),
  secondary: themeStyle('indigo', 'indigo', '#4263eb', 'violet'),
};

/** Case-insensitive theme lookup; anything unknown falls back to the primary theme. */
export function themeFor(name: string | null | undefined): ThemeStyle {
  const key = (name ?? '').trim().toLowerCase();
  return Object.hasOwn(THEMES, key) ? THEMES[key as ThemeName] : THEMES.primary;
}

export function guardianColor(name: string | null | undefined): string {
  return themeFor(name).hex;
}
