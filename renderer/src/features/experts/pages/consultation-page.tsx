import { Container, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../identity/session-context';
import { LoadState } from '../../../ui/catalog/load-state';
import { useExpert } from '../../../domain/consultations/api/get-expert';
import { ConsultationList } from '../../../domain/consultations/consultation-list';
import { useExperts } from '../api/get-experts';
import { BookSlot } from '../components/book-slot';
import { PROFESSION_LABELS } from '../components/profession-labels';
import { loadErrorText } from '../../../api/error-texts';

/** /consultation: choose an expert and a slot to book; signed-in customers also see their bookings here. */
export function ConsultationPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const experts = useExperts({ sort: 'rating' });
  const chosen = params.get('expert');
  const expert = useExpert(chosen);

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Book a Consultation</Title>
        {session.user && (
          <Stack gap="sm" component="section" aria-labelledby="upcoming-title">
            <Title order={2} size="h3" id="upcoming-title">
              Your consultations
            </Title>
            <ConsultationList />
          </Stack>
        )}
        {!experts.data ? (
          <LoadState errorText={loadErrorText(experts)} what="Experts" />
        ) : (
          <Select
            label="Expert"
            placeholder="Choose an expert"
            searchable
            value={chosen}
            onChange={(value) => setParams(value ? { expert: value } : {})}
            data={experts.data.experts.map((candidate) => ({ value: candidate.slug, label: `${candidate.name} · ${PROFESSION_LABELS[candidate.profession]}` }))}
          />
        )}
        {chosen && (
          <Paper withBorder p="md" radius="md">
            {expert.data ? (
              <BookSlot key={expert.data.expert.id} expert={expert.data.expert} />
            ) : (
              <LoadState errorText={loadErrorText(expert)} what="The expert's slots" />
            )}
          </Paper>
        )}
        {!chosen && <Text c="dimmed">Pick an expert to see their free times on a month calendar.</Text>}
      </Stack>
    </Container>
  );
}
