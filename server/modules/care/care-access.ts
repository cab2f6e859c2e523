// The rules of care access as pure functions (issue 15), so each is tested on its own, table-driven.
import { CARE_SCOPES, INVITATION_TTL_DAYS, INVITATIONS_PER_DAY } from '@common/contracts/care';
import type { CareScope } from '@common/contracts/care';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stored form: comma-separated, in CARE_SCOPES order, each once. */
export function storedScopes(scopes: readonly CareScope[]): string {
  return CARE_SCOPES.filter((scope) => scopes.includes(scope)).join(',');
}

/** Scopes of a stored value; anything unknown is dropped, so an old value never widens access. */
export function scopesOf(stored: string): CareScope[] {
  const named = new Set(stored.split(','));
  return CARE_SCOPES.filter((scope) => named.has(scope));
}

/** What a practitioner may read of a client: nothing without an active consent, else exactly its scopes. */
export function readableScopes(consent: { scopes: string; revoked_at: string | null } | undefined): CareScope[] | null {
  if (!consent || consent.revoked_at !== null) return null;
  return scopesOf(consent.scopes);
}

export function invitationExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

/** Where an invitation stands for the person it was sent to, at `now`. */
export function invitationState(invitation: { status: string; expires_at: string }, now: Date): 'pending' | 'expired' | 'answered' {
  if (invitation.status !== 'pending') return 'answered';
  return invitation.expires_at <= now.toISOString() ? 'expired' : 'pending';
}

/** The start of the rolling 24 hours whose invitations count towards the daily limit. */
export function invitationWindowStart(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}

export function mayInviteAgain(sentInWindow: number): boolean {
  return sentInWindow < INVITATIONS_PER_DAY;
}
