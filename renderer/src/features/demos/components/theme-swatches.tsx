import { Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { GUARDIANS, THEMES } from '@common/guardians';
import type { ThemeName } from '@common/guardians';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';

const SHADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The seven themes: each guardian's colour, then primary (every default accent) and secondary. */
const THEME_ROWS: readonly { theme: ThemeName; name: string; use: string }[] = [
  ...GUARDIANS.map((guardian) => ({ theme: guardian.theme, name: guardian.personaName, use: guardian.title })),
  { theme: 'primary', name: 'Primary', use: 'Every accent without a guardian: links, default buttons' },
  { theme: 'secondary', name: 'Secondary', use: 'Second accent: comparisons, the crisis line' },
];

function ThemeCard({ theme, name, use }: { theme: ThemeName; name: string; use: string }) {
  const style = THEMES[theme];
  return (
    <GuardianThemeScope theme={theme}>
      <Card withBorder padding="md" component="article" aria-label={`${name} theme`}>
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Box w={40} h={40} bg="var(--mantine-primary-color-filled)" style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }} aria-hidden />
            <Stack gap={0}>
              <Text fw={700}>{name}</Text>
              <Text size="xs" c="dimmed">
                {use}
              </Text>
            </Stack>
          </Group>
          <Group gap={2} wrap="nowrap" aria-hidden>
            {SHADES.map((shade) => (
              <Box key={shade} h={16} style={{ flex: 1, background: `var(--mantine-color-${style.mantineColor}-${shade})` }} />
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {style.colorName} · Mantine “{style.mantineColor}” · catalogue {style.hex}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button size="xs">Filled</Button>
            <Button size="xs" variant="light">
              Light
            </Button>
            <Badge>Badge</Badge>
          </Group>
          <Text size="sm" fw={600} c="var(--mantine-primary-color-light-color)">
            Text in the theme’s colour
          </Text>
        </Stack>
      </Card>
    </GuardianThemeScope>
  );
}

export function ThemeSwatches() {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '900px': 3 }} spacing="md">
      {THEME_ROWS.map((row) => (
        <ThemeCard key={row.theme} {...row} />
      ))}
    </SimpleGrid>
  );
}
