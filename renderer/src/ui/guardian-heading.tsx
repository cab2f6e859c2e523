import { Group, Stack, Text, Title } from '@mantine/core';
import type { Guardian } from '@common/guardians';
import { GuardianIcon } from './guardian-icon';

/** A screen's title about one guardian: emblem, the given heading and the guardian's title under it. */
export function GuardianHeading({ guardian, heading }: { guardian: Guardian; heading: string }) {
  return (
    <Group gap="md" wrap="nowrap" mb="sm">
      <GuardianIcon guardian={guardian.id} size={56} />
      <Stack gap={0}>
        <Title order={1}>{heading}</Title>
        <Text c="var(--mantine-primary-color-light-color)" fw={600}>
          {guardian.title}
        </Text>
      </Stack>
    </Group>
  );
}
