// What happens to a community post as it is written (issue 43): the chat's triage reads it (shared, not copied), then
// the hold rules. An emergency or a crisis is held from others and marked urgent for the moderators, and its author
// gets the reply with its call actions; "see a doctor today" and a check are shown, with their reply to the author; a
// caution shows its interaction note beside the post; a cure claim, a push to buy, or a member whose posts a moderator
// holds waits for approval.
import type { ChatSafety } from '@common/contracts/chat';
import type { HoldReason } from '@common/community';
import type { SafetyNumbers } from '../../config';
import { screenText } from '../chat/chat.exports';
import { holdFindings } from './hold-rules';

export interface PostScreening {
  status: 'visible' | 'held';
  heldFor: HoldReason | null;
  /** An emergency or a crisis: first in the moderators' queue. */
  urgent: boolean;
  /** The reply its author needs now, or null. */
  safety: ChatSafety | null;
  safetyMessage: string | null;
  /** The interaction note shown beside the post, or null. */
  caution: string | null;
  /** What the hold rules matched, for the moderators. */
  evidence: string | null;
}

/** The order in which a post's reasons to wait are named: the most serious first. */
const HOLD_ORDER: readonly HoldReason[] = ['emergency', 'crisis', 'cure_claim', 'product_push', 'member_held'];

export function screenPost(text: string, numbers: SafetyNumbers, author: { postsHeld: boolean }): PostScreening {
  const { result, reply, cautionNote } = screenText(text, numbers);
  const reasons: HoldReason[] = [];
  if (result.level === 'emergency' || result.level === 'crisis') reasons.push(result.level);
  const findings = holdFindings(text);
  for (const finding of findings) reasons.push(finding.rule);
  if (author.postsHeld) reasons.push('member_held');
  const heldFor = HOLD_ORDER.find((reason) => reasons.includes(reason)) ?? null;
  return {
    status: heldFor === null ? 'visible' : 'held',
    heldFor,
    urgent: heldFor === 'emergency' || heldFor === 'crisis',
    safety: reply?.safety ?? null,
    safetyMessage: reply?.message ?? null,
    caution: cautionNote,
    evidence: findings.map((finding) => finding.evidence).join('; ') || null,
  };
}

/** What the author is told of a post just written. */
export function outcomeMessage(screening: Pick<PostScreening, 'heldFor'>): string {
  switch (screening.heldFor) {
    case null:
      return 'Your post is up.';
    case 'emergency':
      return 'Your post is kept from others for now: what you describe sounds like an emergency. Please call for help first; a moderator will look at it.';
    case 'crisis':
      return 'Your post is kept from others for now, and a moderator will look at it soon. Please talk to someone now: the numbers are below.';
    case 'cure_claim':
      return 'Your post waits for a moderator: it reads as a claim that something cures or replaces treatment, which the community rules do not allow without review.';
    case 'product_push':
      return 'Your post waits for a moderator: it reads as selling or advertising, which the community rules do not allow.';
    case 'member_held':
      return 'Your post waits for a moderator, who approves your posts for now.';
    case 'reports':
      return 'Your post is hidden until a moderator looks at it.';
  }
}
