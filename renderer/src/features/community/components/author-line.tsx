import { Badge, Group, Text } from '@mantine/core';
import { formatDisplayDateOrNA } from '@common/dates';
import { trustLevel } from '@common/community';
import type { CommunityAuthor } from '@common/contracts/community';
import { AuthorName } from './author-name';

/**
 * Who wrote a post, under the name they chose (a link to their member page; plain text for a former member): their
 * role's badge (a practitioner's, or Moderator) and trust level.
 */
export function AuthorLine({ author, createdAt, editedAt }: { author: CommunityAuthor; createdAt: string; editedAt?: string | null }) {
  return (
    <Group gap={6} wrap="wrap">
      <AuthorName author={author} size="sm" fw={600} />
      {author.badge && (
        <Badge size="sm" variant="light" color={author.badge === 'Moderator' ? 'indigo' : 'teal'}>
          {author.badge}
        </Badge>
      )}
      {!author.former && (
        <Text size="xs" c="dimmed">
          {trustLevel(author.trustLevel).name}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        · {formatDisplayDateOrNA(createdAt)}
        {editedAt ? ` · edited ${formatDisplayDateOrNA(editedAt)}` : ''}
      </Text>
    </Group>
  );
}
