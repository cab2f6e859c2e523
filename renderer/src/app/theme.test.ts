// WCAG AA for the theme's colours, computed: every colour's text in the light scheme, the dimmed greys in both
// schemes, and the text autoContrast puts on every filled colour.
import { DEFAULT_THEME, isLightColor, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { appCssVariables, appTheme, contrastRatio, DIMMED_TEXT, tintOver } from './theme';

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour laid over white at `alpha`, as Mantine's light variants are. */
function tint(color: string, alpha: number): string {
  const channels = (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const hex = color.startsWith('#') ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) : channels;
  const mixed = hex.map((channel) => Math.round(channel * alpha + 255 * (1 - alpha)));
  return `rgb(${mixed.join(', ')})`;
}

const colours = Object.entries(DEFAULT_THEME.colors).filter(([name]) => name !== 'dark' && name !== 'gray');
const light = appCssVariables(appTheme as never).light;
const dark = appCssVariables(appTheme as never).dark;

describe('the theme reaches WCAG AA', () => {
  it.each(colours)('gives %s text 4.5:1 on white and on its light-variant tint in the light scheme', (name, shades) => {
    const text = light[`--mantine-color-${name}-text`] ?? '';
    expect(light[`--mantine-color-${name}-light-color`]).toBe(text);
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, tint(shades[9], 0.1))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('gives %s light variants 4.5:1 on their tint over the page and card surfaces in the dark scheme', (name, shades) => {
    // Mantine's dark light variant: shade 4 text (unless overridden here) on a 15% tint of shade 7.
    const text = dark[`--mantine-color-${name}-light-color`] ?? shades[4];
    for (const surface of [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[6]]) {
      expect(contrastRatio(text, tintOver(shades[7], 0.15, surface))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(colours)('puts black or white text on filled %s with at least 4.5:1', (_name, shades) => {
    const filled = shades[9];
    const text = isLightColor(filled, appTheme.luminanceThreshold) ? '#000000' : '#ffffff';
    expect(contrast(text, filled)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps dimmed text at 4.5:1 on the page and card surfaces of both schemes', () => {
    const dark = DEFAULT_THEME.colors.dark;
    for (const surface of [dark[7], dark[6], dark[5]]) expect(contrast(DIMMED_TEXT.dark, surface)).toBeGreaterThanOrEqual(4.5);
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT.light);
    expect(contrast(DEFAULT_THEME.colors.gray[7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DEFAULT_THEME.colors.gray[7], DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('fills with the darkest shade and decides text colour by contrast', () => {
    expect(appTheme.primaryShade).toEqual({ light: 9, dark: 9 });
    expect(appTheme.autoContrast).toBe(true);
    expect(appTheme.luminanceThreshold).toBe(0.179);
  });
});
