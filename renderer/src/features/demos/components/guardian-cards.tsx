import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { GUARDIANS } from '@common/guardians';
import { GuardianHeading } from '../../../ui/guardian-heading';
import { GuardianIcon } from '../../../ui/guardian-icon';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';

/** Each guardian's card in its own theme, and the heading a guardian's screen opens with. */
export function GuardianCards() {
  const [first] = GUARDIANS;
  return (
    <Stack gap="md">
      <SimpleGrid type="container" cols={{ base: 1, '480px': 2, '760px': 3, '1100px': 5 }} spacing="md">
        {GUARDIANS.map((guardian) => (
          <GuardianThemeScope key={guardian.id} theme={guardian.theme}>
            <Card withBorder padding="md" h="100%" component="article" aria-label={guardian.personaName}>
              <Stack gap="xs" align="flex-start" h="100%">
                <GuardianIcon guardian={guardian.id} size={48} />
                <Text fw={700}>{guardian.personaName}</Text>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  {guardian.title}: {guardian.area}
                </Text>
                <Button component={Link} to={`/${guardian.id}-collection`} size="xs" variant="light">
                  {guardian.personaName}’s collection
                </Button>
              </Stack>
            </Card>
          </GuardianThemeScope>
        ))}
      </SimpleGrid>
      {first && (
        <GuardianThemeScope theme={first.theme}>
          <GuardianHeading guardian={first} heading="A guardian’s screen title" />
        </GuardianThemeScope>
      )}
    </Stack>
  );
}
