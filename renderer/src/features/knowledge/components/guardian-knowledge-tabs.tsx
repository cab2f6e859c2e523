import { Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GuardianEntry } from '@common/contracts/guardians';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useGuardians } from '../../../domain/guardians/get-guardians';
import { errorNoticeSentence } from '../../../api/error-texts';

/** One tab per guardian; each screen decides what a guardian's panel shows. */
export function GuardianKnowledgeTabs({ renderGuardian }: { renderGuardian: (guardian: GuardianEntry) => ReactNode }) {
  const guardians = useGuardians();
  if (guardians.isPending) return <LoadingBlock label="Loading the guardians…" />;
  if (guardians.isError)
    return <ErrorNotice sentence={errorNoticeSentence(guardians.error, 'The guardians could not be loaded.')} onRetry={() => void guardians.refetch()} />;
  const [first] = guardians.data.guardians;
  if (!first) return <Text c="dimmed">The guardians' knowledge is resting. Please try again in a few minutes.</Text>;
  return (
    <Tabs defaultValue={first.id}>
      <Tabs.List>
        {guardians.data.guardians.map((guardian) => (
          <Tabs.Tab key={guardian.id} value={guardian.id}>
            {guardian.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {guardians.data.guardians.map((guardian) => (
        <Tabs.Panel key={guardian.id} value={guardian.id} pt="md">
          {renderGuardian(guardian)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
