import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { chatGuardian } from '@common/chat-guardians';
import type { Expert } from '@common/contracts/experts';
import { ProductRating } from '../../../ui/catalog/rating';
import { formatPrice } from '../../../ui/money';
import { expertInitials } from './expert-facts';
import { PROFESSION_LABELS } from './profession-labels';

export function ExpertCard({ expert }: { expert: Expert }) {
  return (
    <Card withBorder radius="md" component="article" aria-label={expert.name}>
      <Group wrap="nowrap" align="flex-start">
        {/* Without a portrait, the name's own initials (the name is read out beside it). */}
        <Avatar src={expert.image || null} alt="" size="lg" radius="xl" color="teal" aria-hidden>
          {expertInitials(expert.name)}
        </Avatar>
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
