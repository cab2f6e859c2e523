import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Guardian } from '../../../../../common/guardians';
import { GuardianIcon } from '../../../ui/guardian-icon';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';

export function GuardianCard({ guardian }: { guardian: Guardian }) {
  return (
    <GuardianThemeScope theme={guardian.theme}>
      <Card component="article" withBorder padding="lg" h="100%" aria-labelledby={`guardian-${guardian.id}`}>
        <Stack gap="sm" align="flex-start" h="100%">
          <GuardianIcon guardian={guardian.id} size={56} />
          <Title order={3} id={`guardian-${guardian.id}`}>
            {guardian.personaName}
          </Title>
          <Text size="sm" fw={600} c="var(--mantine-primary-color-light-color)">
            {guardian.title}
          </Text>
          <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
            Watches over your {guardian.area}.
          </Text>
          <Anchor component={Link} to={`/collection/${guardian.id}`} c="var(--mantine-primary-color-light-color)" fw={600}>
            {guardian.personaName}'s collection
          </Anchor>
        </Stack>
      </Card>
    </GuardianThemeScope>
  );
}
