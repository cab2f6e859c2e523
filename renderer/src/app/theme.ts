import { Anchor, createTheme, darken, DEFAULT_THEME, luminance } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';
import { THEMES } from '@common/guardians';

/** Secondary ("dimmed") text: Mantine's default greys reach only 3.3:1 on white and 3.5–4.0:1 on dark surfaces. */
export const DIMMED_TEXT = { light: 'var(--mantine-color-gray-7)', dark: '#a6a6a6' } as const;

/**
 * Coloured text in the light scheme (Text c="green", light buttons and badges, links) must reach 4.5:1 on white and
 * on the pale tints behind light variants. At a luminance of 0.15 or less a colour gives 5:1 on white and 4.6:1 on a
 * 10% tint, so each colour's darkest shade is darkened until it gets there.
 */
export const LIGHT_SCHEME_TEXT_MAX_LUMINANCE = 0.15;

export function readableOnLight(color: string): string {
  let readable = color;
  for (let step = 1; luminance(readable) > LIGHT_SCHEME_TEXT_MAX_LUMINANCE && step <= 20; step += 1) readable = darken(color, step * 0.05);
  return readable;
}

/** The background luminance at which black and white text contrast equally (√21 ≈ 4.58:1). */
export const TEXT_ON_COLOUR_LUMINANCE_THRESHOLD = 0.179;

/** The storefront's Mantine theme: the catalogue's primary theme colour drives every default accent. */
export const appTheme = createTheme({
  primaryColor: THEMES.primary.mantineColor,
  // The darkest shade of each colour for filled surfaces; autoContrast then puts black or white text on it,
  // whichever contrasts more: at a background luminance of 0.179 both give the same ~4.6:1 (Mantine's default
  // threshold, 0.3, keeps white text on green and orange at 4.3:1).
  primaryShade: { light: 9, dark: 9 },
  autoContrast: true,
  luminanceThreshold: TEXT_ON_COLOUR_LUMINANCE_THRESHOLD,
  defaultRadius: 'md',
  // Focus rings for keyboard users only, never for mouse clicks.
  focusRing: 'auto',
  // Someone who asked their system for less motion gets dropdowns, dialogs and menus without animation.
  respectReducedMotion: true,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  components: {
    // A link inside a sentence is told apart by more than its colour.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

function colouredTextInLightScheme(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors)
      .filter(([name]) => name !== 'dark' && name !== 'gray')
      .flatMap(([name, shades]) => {
        const readable = readableOnLight(shades[9]);
        return [
          [`--mantine-color-${name}-text`, readable],
          [`--mantine-color-${name}-light-color`, readable],
        ];
      }),
  );
}

function hexChannels(hex: string): number[] {
  return [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
}

/** `color` laid at `alpha` over `surface` (both #rrggbb), as the browser paints a light variant's tint. */
export function tintOver(color: string, alpha: number, surface: string): string {
  const [top, bottom] = [hexChannels(color), hexChannels(surface)];
  return `#${top
    .map((channel, index) =>
      Math.round(channel * alpha + (bottom[index] ?? 0) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Light variants in the dark scheme (light buttons, badges, alerts): Mantine writes shade 4 on a 15% tint of shade 7
 * over the card. Indigo (the secondary theme) reaches only 4.1:1 there, so a colour that falls short takes the
 * first lighter shade that reaches 4.5:1.
 */
export function readableOnDarkTint(shades: readonly string[], surface: string = DEFAULT_THEME.colors.dark[6]): string {
  const background = tintOver(shades[7] ?? '#000000', 0.15, surface);
  for (let shade = 4; shade > 0; shade -= 1) if (contrastRatio(shades[shade] ?? '#ffffff', background) >= 4.5) return shades[shade] ?? '#ffffff';
  return shades[0] ?? '#ffffff';
}

function lightVariantTextInDarkScheme(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors)
      .filter(([name, shades]) => name !== 'dark' && name !== 'gray' && readableOnDarkTint(shades) !== shades[4])
      .map(([name, shades]) => [`--mantine-color-${name}-light-color`, readableOnDarkTint(shades)]),
  );
}

let appVariables: ReturnType<CSSVariablesResolver> | undefined;

/**
 * The theme's own CSS variables, worked out the first time they are asked for rather than when the module loads: a
 * pre-rendered page brings them in its head and never asks (app-providers.tsx), and a phone's first task is long
 * enough already (issue 12).
 */
export const appCssVariables: CSSVariablesResolver = () =>
  (appVariables ??= {
    variables: {},
    light: {
      ...colouredTextInLightScheme(),
      '--mantine-color-dimmed': DIMMED_TEXT.light,
      '--mantine-color-anchor': readableOnLight(DEFAULT_THEME.colors[THEMES.primary.mantineColor]?.[9] ?? '#087f5b'),
    },
    dark: { ...lightVariantTextInDarkScheme(), '--mantine-color-dimmed': DIMMED_TEXT.dark },
  });
