import { createTheme } from '@mantine/core';
import { THEMES } from '../../../common/guardians';

/** The storefront's Mantine theme: the catalogue's primary theme colour drives every default accent. */
export const appTheme = createTheme({
  primaryColor: THEMES.primary.mantineColor,
  defaultRadius: 'md',
  // Focus rings for keyboard users only, never for mouse clicks.
  focusRing: 'auto',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
});
