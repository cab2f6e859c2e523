import { Container, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CHAT_GUARDIANS } from '@common/chat-guardians';
import type { ExpertListQuery } from '@common/contracts/experts';
import { EXPERT_PROFESSIONS, type ExpertProfession } from '@common/contracts/experts';
import { isGuardianId } from '@common/guardians';
import { EmptyResults } from '../../../ui/catalog/empty-results';
import { LoadState } from '../../../ui/catalog/load-state';
import { useExperts } from '../api/get-experts';
import { ExpertCard } from '../components/expert-card';
import { PROFESSION_LABELS } from '../components/profession-labels';
import { loadErrorText } from '../../../api/error-texts';

type ExpertSort = ExpertListQuery['sort'];
const SORTS: Record<ExpertSort, string> = { rating: 'Best rated', price_asc: 'Price: low to high', price_desc: 'Price: high to low', name: 'Name' };

/** /find-expert: experts by profession and guardian focus, best rated first. */
export function FindExpertPage() {
  const [params, setParams] = useSearchParams();
  const profession = EXPERT_PROFESSIONS.includes(params.get('profession') as ExpertProfession) ? (params.get('profession') as ExpertProfession) : undefined;
  const guardianParam = params.get('guardian');
  const guardian = isGuardianId(guardianParam) ? guardianParam : undefined;
  const sort: ExpertSort = (params.get('sort') as ExpertSort | null) && params.get('sort')! in SORTS ? (params.get('sort') as ExpertSort) : 'rating';
  const experts = useExperts({ profession, guardian, sort });

  function change(name: string, value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  }

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Find an Expert</Title>
        <Group gap="sm" align="flex-end">
          <Select
            label="Profession"
            placeholder="All professions"
            clearable
            w={220}
            value={profession ?? null}
            onChange={(value) => change('profession', value)}
            data={EXPERT_PROFESSIONS.map((value) => ({ value, label: PROFESSION_LABELS[value] }))}
          />
          <Select
            label="Guardian focus"
            placeholder="All guardians"
            clearable
            w={220}
            value={guardian ?? null}
            onChange={(value) => change('guardian', value)}
            data={CHAT_GUARDIANS.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
          <Select
            label="Sort by"
            w={200}
            allowDeselect={false}
            value={sort}
            onChange={(value) => change('sort', value === 'rating' ? null : value)}
            data={Object.entries(SORTS).map(([value, label]) => ({ value, label }))}
          />
        </Group>
        {!experts.data ? (
          <LoadState errorText={loadErrorText(experts)} what="Experts" />
        ) : experts.data.experts.length === 0 ? (
          <EmptyResults message="No experts match these filters." backTo="/find-expert" backLabel="Show all experts" />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {experts.data.experts.map((expert) => (
              <ExpertCard key={expert.id} expert={expert} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
