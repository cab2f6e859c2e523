// What a moderator decided about the member, told in words wherever they might write: they can still read, and they
// know until when. The server enforces it; this tells them before they write.
import { Alert } from '@mantine/core';
import { formatDisplayDateOrNA } from '@common/dates';
import type { CommunityMember } from '@common/contracts/community';

/** True while a moderator's suspension lasts. */
export function isSuspended(member: CommunityMember | undefined): boolean {
  return member?.suspendedUntil != null && Date.parse(member.suspendedUntil) > Date.now();
}

export function ModerationNotices({ member }: { member: CommunityMember | undefined }) {
  if (!member) return null;
  return (
    <>
      {isSuspended(member) && (
        <Alert color="orange" variant="light" title="You can read, but not post, for now">
          A moderator paused your posting until {formatDisplayDateOrNA(member.suspendedUntil)}. You can still read every circle.
        </Alert>
      )}
      {member.postsHeld && (
        <Alert color="yellow" variant="light" title="Your posts wait for approval">
          A moderator asked that your new posts wait until they approve them. They show once approved.
        </Alert>
      )}
    </>
  );
}
