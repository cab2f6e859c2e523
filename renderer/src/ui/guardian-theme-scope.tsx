import type { MantineColor, MantineTheme } from '@mantine/core';
import { MantineThemeContext, mergeMantineTheme, useSafeMantineTheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { themeFor } from '@common/guardians';

// Mantine components without an explicit colour read these CSS variables rather than the JS theme.
const PRIMARY_COLOR_VARIABLES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'filled', 'filled-hover', 'light', 'light-hover', 'light-color'];

function primaryColorVariables(color: MantineColor): CSSProperties {
  return Object.fromEntries(
    PRIMARY_COLOR_VARIABLES.map((suffix) => [`--mantine-primary-color-${suffix}`, `var(--mantine-color-${color}-${suffix})`]),
  ) as CSSProperties;
}

/**
 * A scope's theme: the guardian's colour is the primary colour, and filled and light surfaces without a colour of
 * their own are given it, as they only get black-or-white text by contrast (autoContrast) when Mantine knows it.
 */
function scopeTheme(parent: MantineTheme, color: MantineColor): MantineTheme {
  const colored = { defaultProps: { color } };
  return mergeMantineTheme(parent, { primaryColor: color, components: { Badge: colored, Button: colored, ActionIcon: colored, ThemeIcon: colored } });
}

/**
 * Each scope's theme and variables, made once per parent theme and colour: Mantine's own MantineThemeProvider merges
 * the whole theme again in every instance (a deep copy of every palette), and a product list or the landing's
 * guardian cards open a scope per card (issue 12: 1–5 ms of a phone's main thread each).
 */
const scopes = new WeakMap<MantineTheme, Map<MantineColor, { theme: MantineTheme; style: CSSProperties }>>();

function scopeFor(parent: MantineTheme, color: MantineColor): { theme: MantineTheme; style: CSSProperties } {
  let byColor = scopes.get(parent);
  if (!byColor) scopes.set(parent, (byColor = new Map()));
  let scope = byColor.get(color);
  if (!scope) byColor.set(color, (scope = { theme: scopeTheme(parent, color), style: primaryColorVariables(color) }));
  return scope;
}

/**
 * A Mantine theme per guardian colour: inside the scope the guardian's colour is the primary colour, so buttons,
 * badges and icons take it without each naming it. The lookup is the catalogue's (case-insensitive, falls back to primary).
 */
export function GuardianThemeScope({ theme, children }: { theme: string; children: ReactNode }) {
  const color = themeFor(theme).mantineColor;
  const scope = scopeFor(useSafeMantineTheme(), color);
  return (
    <MantineThemeContext.Provider value={scope.theme}>
      <div style={scope.style} data-guardian-theme={color}>
        {children}
      </div>
    </MantineThemeContext.Provider>
  );
}
