import { Anchor, Code, Group, Kbd, Stack, Text, useMantineTheme } from '@mantine/core';
import type { MantineFontSize } from '@mantine/core';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TEXT_SIZES: readonly MantineFontSize[] = ['xl', 'lg', 'md', 'sm', 'xs'];

/** Heading and body sizes of the theme, with their values, and the text styles screens use. */
export function TypeScale() {
  const theme = useMantineTheme();
  return (
    <Stack gap="md">
      <Stack gap={6}>
        {HEADINGS.map((heading) => {
          const { fontSize, lineHeight } = theme.headings.sizes[heading];
          return (
            <Group key={heading} gap="md" wrap="nowrap" align="baseline">
              <Text size="xs" c="dimmed" w={72} style={{ flexShrink: 0 }}>
                {heading} · {fontSize}
              </Text>
              <Text fz={fontSize} lh={lineHeight} fw={Number(theme.headings.fontWeight)} ff={theme.headings.fontFamily} style={{ overflowWrap: 'anywhere' }}>
                Guardians of your wellbeing
              </Text>
            </Group>
          );
        })}
      </Stack>
      <Stack gap={6}>
        {TEXT_SIZES.map((size) => (
          <Group key={size} gap="md" wrap="nowrap" align="baseline">
            <Text size="xs" c="dimmed" w={72} style={{ flexShrink: 0 }}>
              {size} · {theme.fontSizes[size]}
            </Text>
            <Text size={size}>Vitamin D supports bones, muscles and the immune system.</Text>
          </Group>
        ))}
      </Stack>
      <Group gap="lg" wrap="wrap">
        <Text c="dimmed">Dimmed text for secondary lines</Text>
        <Anchor href="#type-title">A link inside a sentence</Anchor>
        <Code>/api/openapi.json</Code>
        <Text span>
          <Kbd>Enter</Kbd> submits
        </Text>
      </Group>
    </Stack>
  );
}
