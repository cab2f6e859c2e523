import { Anchor, Text } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import { Link } from 'react-router';
import type { CommunityAuthor } from '@common/contracts/community';

/** The address of a member's page. */
export function memberPagePath(memberId: string): string {
  return `/community/members/${encodeURIComponent(memberId)}`;
}

/**
 * An author's chosen name: a link to their member page, or plain text for a former member (erased: no page to open).
 * The link's text is the name itself, so its accessible name is what every reader sees.
 */
export function AuthorName({ author, ...text }: { author: Pick<CommunityAuthor, 'memberId' | 'displayName'> } & Omit<TextProps, 'children'>) {
  if (author.memberId === null) {
    return (
      <Text component="span" {...text}>
        {author.displayName}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={memberPagePath(author.memberId)} {...text}>
      {author.displayName}
    </Anchor>
  );
}
