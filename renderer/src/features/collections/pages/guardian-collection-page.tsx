import { Container, Text } from '@mantine/core';
import { useGuardianRouteData } from '../../../shell/guardian-route';
import { GuardianHeading } from '../../../ui/guardian-heading';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';

/** Reached at /{guardian}-collection and /collection/{guardian}; the products come with the storefront issue. */
export function GuardianCollectionPage() {
  const { guardian } = useGuardianRouteData();
  return (
    <GuardianThemeScope theme={guardian.theme}>
      <Container size="md" py="xl">
        <GuardianHeading guardian={guardian} heading={`${guardian.personaName}'s Collection`} />
        <Text c="dimmed" size="lg">
          Products {guardian.personaName} recommends for your {guardian.area} are coming soon.
        </Text>
      </Container>
    </GuardianThemeScope>
  );
}
