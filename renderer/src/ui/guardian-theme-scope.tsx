import type { MantineColor, MantineThemeOverride } from '@mantine/core';
import { Box, MantineThemeProvider } from '@mantine/core';
import { useMemo } from 'react';
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
 * A Mantine theme per guardian colour: inside the scope the guardian's colour is the primary colour, so buttons,
 * badges and icons take it without each naming it. The lookup is the catalogue's (case-insensitive, falls back to primary).
 */
/**
 * Filled and light surfaces without a colour of their own only get black-or-white text by contrast (autoContrast)
 * when Mantine knows their colour, so inside a scope they are given the guardian's.
 */
function scopeTheme(color: MantineColor): MantineThemeOverride {
  const colored = { defaultProps: { color } };
  return { primaryColor: color, components: { Badge: colored, Button: colored, ActionIcon: colored, ThemeIcon: colored } };
}

export function GuardianThemeScope({ theme, children }: { theme: string; children: ReactNode }) {
  const color = themeFor(theme).mantineColor;
  const scoped = useMemo(() => scopeTheme(color), [color]);
  return (
    <MantineThemeProvider theme={scoped}>
      <Box style={primaryColorVariables(color)} data-guardian-theme={color}>
        {children}
      </Box>
    </MantineThemeProvider>
  );
}
