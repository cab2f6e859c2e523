import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import type { GuardianId } from '@common/guardians';
import { GUARDIANS, isGuardianId } from '@common/guardians';
import { PERSONAS } from '@common/personas';
import { GuardianIcon } from '../../../ui/guardian-icon';
import classes from './voice-test.module.css';

/**
 * The five guardian voices as one radio group: a single Tab stop, arrow keys move between guardians. Each choice
 * wears its guardian's colour on its edge and its radio, never on its text (yellow text would not be readable).
 */
export function GuardianVoicePicker({ value, onChange }: { value: GuardianId; onChange: (guardianId: GuardianId) => void }) {
  return (
    <Radio.Group
      label="Guardian voice"
      value={value}
      onChange={(chosen) => {
        if (isGuardianId(chosen)) onChange(chosen);
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs" mt="xs">
        {GUARDIANS.map((guardian) => {
          const color = PERSONAS[guardian.id].hexColor;
          return (
            <div
              key={guardian.id}
              className={classes.voiceChoice}
              data-checked={guardian.id === value || undefined}
              style={{ borderColor: color }}
              data-testid={`voice-choice-${guardian.id}`}
            >
              <Radio
                value={guardian.id}
                color={color}
                label={
                  <Group gap={6} wrap="nowrap">
                    <GuardianIcon guardian={guardian.id} size={24} />
                    <Text size="sm" fw={600} component="span">
                      {guardian.personaName}
                    </Text>
                  </Group>
                }
                description={guardian.title}
              />
            </div>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
