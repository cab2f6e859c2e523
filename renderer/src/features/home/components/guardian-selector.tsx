import { Button, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GuardianEntry } from '@common/contracts/guardians';
import { themeFor } from '@common/guardians';
import { GuardianIcon } from '../../../ui/guardian-icon';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';
import classes from './guardian-selector.module.css';

/** A guardian card's text lines, for the placeholders shaped like it (home-page.tsx's loading grid too). */
export const GUARDIAN_CARD_LINES = 7;

/** Five selectable guardian cards; the chosen one opens its benefits and the way into the assessment. */
export function GuardianSelector({ guardians }: { guardians: readonly GuardianEntry[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = guardians.find((guardian) => guardian.id === selectedId);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        {guardians.map((guardian) => {
          const isSelected = guardian.id === selectedId;
          return (
            <GuardianThemeScope key={guardian.id} theme={guardian.id}>
              <button
                type="button"
                className={`${classes.choice} mantine-focus-auto`}
                onClick={() => setSelectedId(guardian.id)}
                aria-pressed={isSelected}
                aria-label={`${guardian.name}, ${guardian.title}`}
              >
                <Card
                  withBorder
                  padding="lg"
                  className={classes.card}
                  style={{ borderColor: isSelected ? themeFor(guardian.id).hex : undefined, borderWidth: isSelected ? 2 : 1 }}
                >
                  <div className={classes.body}>
                    <GuardianIcon guardian={guardian.id} size={48} />
                    <h3 className={classes.name}>{guardian.name}</h3>
                    <p className={classes.title}>{guardian.title}</p>
                    <p className={classes.description}>{guardian.description}</p>
                  </div>
                </Card>
              </button>
            </GuardianThemeScope>
          );
        })}
      </SimpleGrid>

      {selected && (
        <GuardianThemeScope theme={selected.id}>
          <Card withBorder padding="lg" aria-live="polite" aria-labelledby="selected-guardian-title">
            <Stack gap="sm">
              <Title order={3} id="selected-guardian-title">
                How {selected.name} helps you
              </Title>
              <ul className={classes.benefits}>
                {selected.science.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <Button component={Link} to={`/assessment?guardian=${selected.id}`} w="fit-content">
                Connect with {selected.name}
              </Button>
            </Stack>
          </Card>
        </GuardianThemeScope>
      )}
    </Stack>
  );
}
