import { Card, SimpleGrid, Text } from '@mantine/core';
import type { GuardianId } from '@common/guardians';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useHealthyHabits } from '../api/get-healthy-habits';
import { errorNoticeSentence } from '../../../api/error-texts';

export function GuardianHabits({ guardian }: { guardian: GuardianId }) {
  const habits = useHealthyHabits(guardian);
  if (habits.isPending) return <LoadingBlock label="Loading healthy habits…" />;
  if (habits.isError)
    return <ErrorNotice sentence={errorNoticeSentence(habits.error, 'Healthy habits could not be loaded.')} onRetry={() => void habits.refetch()} />;
  if (habits.data.length === 0) return <Text c="dimmed">Healthy habits are resting right now. Please try again in a few minutes.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label="Healthy habits">
      {habits.data.map((habit) => (
        <Card component="li" key={habit.id} withBorder padding="md">
          <Text fw={600}>{habit.title}</Text>
          <Text size="sm" c="dimmed">
            {habit.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
