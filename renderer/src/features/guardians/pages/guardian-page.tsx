import { Container, Text } from '@mantine/core';
import { useGuardianRouteData } from '../../../shell/guardian-route';
import { GuardianHeading } from '../../../ui/guardian-heading';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';

/** /guardians/{guardian}, behind the route guard; habits and recommended products come with the guardians issue. */
export function GuardianPage() {
  const { guardian } = useGuardianRouteData();
  return (
    <GuardianThemeScope theme={guardian.theme}>
      <Container size="md" py="xl">
        <GuardianHeading guardian={guardian} heading={guardian.personaName} />
        <Text c="dimmed" size="lg">
          Healthy habits and recommended products for your {guardian.area} are coming soon.
        </Text>
      </Container>
    </GuardianThemeScope>
  );
}
