import { describe, expect, it } from 'vitest';
import { INVITATIONS_PER_DAY } from '@common/contracts/care';
import { invitationExpiry, invitationState, invitationWindowStart, mayInviteAgain, readableScopes, scopesOf, storedScopes } from './care-access';

describe('care access rules', () => {
  it.each([
    { consent: undefined, readable: null },
    { consent: { scopes: 'assessments,orders', revoked_at: '2026-11-25T10:00:00.000Z' }, readable: null },
    { consent: { scopes: 'assessments', revoked_at: null }, readable: ['assessments'] },
    { consent: { scopes: 'orders,lab_results,assessments', revoked_at: null }, readable: ['assessments', 'lab_results', 'orders'] },
    { consent: { scopes: 'orders,notes', revoked_at: null }, readable: ['orders'] },
  ])('reads $readable through $consent', ({ consent, readable }) => {
    expect(readableScopes(consent)).toEqual(readable);
  });

  it('stores scopes in one order, each once, and reads them back', () => {
    expect(storedScopes(['orders', 'assessments'])).toBe('assessments,orders');
    expect(scopesOf(storedScopes(['lab_results']))).toEqual(['lab_results']);
    expect(scopesOf('')).toEqual([]);
  });

  it.each([
    { status: 'pending', expires: '2026-12-25T10:00:00.000Z', state: 'pending' },
    { status: 'pending', expires: '2026-11-25T10:00:00.000Z', state: 'expired' },
    { status: 'pending', expires: '2026-11-25T09:59:59.999Z', state: 'expired' },
    { status: 'accepted', expires: '2026-12-25T10:00:00.000Z', state: 'answered' },
    { status: 'declined', expires: '2026-11-01T10:00:00.000Z', state: 'answered' },
  ])('an invitation $status until $expires is $state at 2026-11-25T10:00Z', ({ status, expires, state }) => {
    expect(invitationState({ status, expires_at: expires }, new Date('2026-11-25T10:00:00.000Z'))).toBe(state);
  });

  it('expires invitations after 30 days and counts the limit over the last 24 hours', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(invitationExpiry(now).toISOString()).toBe('2026-12-25T10:00:00.000Z');
    expect(invitationWindowStart(now).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(mayInviteAgain(INVITATIONS_PER_DAY - 1)).toBe(true);
    expect(mayInviteAgain(INVITATIONS_PER_DAY)).toBe(false);
  });
});
