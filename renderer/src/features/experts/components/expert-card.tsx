import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { chatGuardian } from '@common/chat-guardians';
import type { Expert } from '@common/contracts/experts';
import { ProductRating } from '../../../ui/catalog/rating';
import { formatPrice } from '../../../ui/money';
import { PROFESSION_LABELS } from './profession-labels';

export function ExpertCard({ expert }: { expert: Expert }) {
  return (
    <Card withBorder radius="md" component="article" aria-label={expert.name}>
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={expert.image} alt="" size="lg" radius="xl" />
        <Stack gap={4}>
          <Anchor component={Link} to={`/expert/${expert.slug}`} fw={600}>
            {expert.name}
          </Anchor>
          <Text size="sm">
            {PROFESSION_LABELS[expert.profession]} · {expert.title}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{chatGuardian(expert.guardianFocus).name}</Badge>
            <Text size="sm">
              {formatPrice(expert.price, expert.currency)} / {expert.sessionMinutes} min
            </Text>
          </Group>
          <ProductRating rating={expert.rating} reviewCount={expert.reviewCount} />
        </Stack>
      </Group>
    </Card>
  );
}
