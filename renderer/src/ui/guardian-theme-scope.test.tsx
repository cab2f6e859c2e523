import type { MantineTheme } from '@mantine/core';
import { Button, useMantineTheme } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../testing/render-with-mantine';
import { GuardianThemeScope } from './guardian-theme-scope';

afterEach(cleanup);

/** The primary colour a button resolves: the nearest scope's variable, or Mantine's root default. */
function primaryFilledFor(name: string): string {
  const scope = screen.getByRole('button', { name }).closest<HTMLElement>('[data-guardian-theme]');
  return scope?.style.getPropertyValue('--mantine-primary-color-filled') ?? 'root';
}

describe('GuardianThemeScope', () => {
  it("gives components inside it the guardian's colour and leaves those outside on the primary colour", () => {
    renderWithMantine(
      <>
        <Button>Outside</Button>
        <GuardianThemeScope theme="genomica">
          <Button>Inside</Button>
          <Button variant="light">Light inside</Button>
        </GuardianThemeScope>
      </>,
    );
    expect(primaryFilledFor('Inside')).toBe('var(--mantine-color-grape-filled)');
    expect(primaryFilledFor('Outside')).toBe('root');
    // Components that resolve their colour in JS see the guardian's colour as the theme's primary colour.
    const lightStyle = screen.getByRole('button', { name: 'Light inside' }).getAttribute('style') ?? '';
    expect(lightStyle).toContain('var(--mantine-color-grape-light)');
  });

  it('looks the colour up case-insensitively and falls back to the primary theme', () => {
    renderWithMantine(
      <>
        <GuardianThemeScope theme="ANGIO">
          <Button>Angio</Button>
        </GuardianThemeScope>
        <GuardianThemeScope theme="not-a-guardian">
          <Button>Unknown</Button>
        </GuardianThemeScope>
      </>,
    );
    expect(primaryFilledFor('Angio')).toBe('var(--mantine-color-red-filled)');
    expect(primaryFilledFor('Unknown')).toBe('var(--mantine-color-teal-filled)');
  });

  it("makes each colour's theme once: every card of a list shares it, where Mantine's provider merged the whole theme per card", () => {
    const seen: MantineTheme[] = [];
    function ThemeProbe() {
      seen.push(useMantineTheme());
      return null;
    }
    renderWithMantine(
      <>
        <GuardianThemeScope theme="biome">
          <ThemeProbe />
        </GuardianThemeScope>
        <GuardianThemeScope theme="biome">
          <ThemeProbe />
        </GuardianThemeScope>
        <GuardianThemeScope theme="immuno">
          <ThemeProbe />
        </GuardianThemeScope>
      </>,
    );
    const [first, second, third] = seen;
    expect(first).toBe(second);
    expect(third).not.toBe(first);
    expect(first?.primaryColor).not.toBe(third?.primaryColor);
    expect(first?.components['Button']?.defaultProps).toEqual({ color: first?.primaryColor });
  });
});
