import { Avatar, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { chatGuardian } from '@common/chat-guardians';
import { DetailPlaceholder } from '../../../ui/catalog/detail-placeholder';
import { ProductRating } from '../../../ui/catalog/rating';
import { useExpert } from '../../../domain/consultations/api/get-expert';
import { BookSlot } from '../components/book-slot';
import { experienceAndLanguages, expertInitials } from '../components/expert-facts';
import { PROFESSION_LABELS } from '../components/profession-labels';
import { isNotFoundError } from '../../../api/api-error';
import { loadErrorText } from '../../../api/error-texts';

/** /expert/{expertName}: an expert's profile (expertName is the slug) with a month calendar of free times to book. */
export function ExpertProfilePage() {
  const { expertName = '' } = useParams();
  const query = useExpert(expertName);

  if (!query.data) {
    return (
      <DetailPlaceholder
        title="Expert Profile"
        what="The expert"
        errorText={loadErrorText(query)}
        notFound={isNotFoundError(query.error)}
        notFoundText="We could not find this expert."
        back={{ to: '/find-expert', label: 'Find another expert' }}
      />
    );
  }
  const { expert } = query.data;
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          {/* Without a portrait, the name's own initials (the name is the heading beside it). */}
          <Avatar src={expert.image || null} alt="" size={96} radius="xl" color="teal" aria-hidden>
            {expertInitials(expert.name)}
          </Avatar>
          {/* The text beside the picture takes the rest of the row and wraps inside it, however long a name is. */}
          <Stack gap={4} miw={0} style={{ flex: 1, overflowWrap: 'break-word' }}>
            <Title order={1}>{expert.name}</Title>
            <Text>
              {PROFESSION_LABELS[expert.profession]} · {expert.title}
            </Text>
            <Group gap="xs">
              <Badge variant="light">{chatGuardian(expert.guardianFocus).name}</Badge>
              <Text size="sm" c="dimmed">
                {experienceAndLanguages(expert.yearsExperience, expert.languages)}
              </Text>
            </Group>
            <ProductRating rating={expert.rating} reviewCount={expert.reviewCount} />
          </Stack>
        </Group>
        <Text>{expert.bio}</Text>
        <Paper withBorder p="md" radius="md">
          <BookSlot key={expert.id} expert={expert} />
        </Paper>
      </Stack>
    </Container>
  );
}
