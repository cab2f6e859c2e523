import { Avatar, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { chatGuardian } from '../../../../../common/chat-guardians';
import { ApiError } from '../../../api/api-error';
import { LoadState } from '../../../ui/catalog/load-state';
import { ProductRating } from '../../../ui/catalog/rating';
import { useExpert } from '../../../ui/consultations/api/get-expert';
import { BookSlot } from '../components/book-slot';
import { PROFESSION_LABELS } from '../components/profession-labels';

/** /expert/{expertName}: an expert's profile (expertName is the slug) with the next free slots to book. */
export function ExpertProfilePage() {
  const { expertName = '' } = useParams();
  const query = useExpert(expertName);

  if (!query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container size="md" py="xl" px="md">
        <Title order={1} mb="md">
          Expert Profile
        </Title>
        {notFound ? (
          <Stack align="flex-start">
            <Text>We could not find this expert.</Text>
            <Button component={Link} to="/find-expert" variant="light">
              Find another expert
            </Button>
          </Stack>
        ) : (
          <LoadState isError={query.isError} error={query.error} what="The expert" />
        )}
      </Container>
    );
  }
  const { expert } = query.data;
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={expert.image} alt="" size={96} radius="xl" />
          <Stack gap={4}>
            <Title order={1}>{expert.name}</Title>
            <Text>
              {PROFESSION_LABELS[expert.profession]} · {expert.title}
            </Text>
            <Group gap="xs">
              <Badge variant="light">{chatGuardian(expert.guardianFocus).name}</Badge>
              <Text size="sm" c="dimmed">
                {expert.yearsExperience} years · speaks {expert.languages.join(', ')}
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
