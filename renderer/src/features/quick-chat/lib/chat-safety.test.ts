import { describe, expect, it } from 'vitest';
import type { ChatSafety } from '@common/contracts/chat';
import { isUrgentReply, isUrgentSafety, safetyActionTarget } from './chat-safety';

const safety = (level: ChatSafety['level']): ChatSafety => ({ level, reason: 'r', actions: [] });

describe('isUrgentSafety', () => {
  it.each([
    ['emergency', true],
    ['crisis', true],
    ['caution', false],
  ] as const)('%s → %s', (level, urgent) => expect(isUrgentSafety(safety(level))).toBe(urgent));

  it('an ordinary reply (no verdict) is not urgent', () => {
    expect(isUrgentSafety(null)).toBe(false);
    expect(isUrgentSafety(undefined)).toBe(false);
  });

  it('a reply the triage answered itself counts as urgent even without a verdict', () => {
    expect(isUrgentReply({ answeredBy: 'safety', safety: null })).toBe(true);
    expect(isUrgentReply({ answeredBy: 'embedded', safety: safety('caution') })).toBe(false);
  });
});

describe('safetyActionTarget', () => {
  it.each([
    ['tel:112', { kind: 'call', href: 'tel:112' }],
    ['tel:14416', { kind: 'call', href: 'tel:14416' }],
    ['tel:+91 98200 46677', { kind: 'call', href: 'tel:+919820046677' }],
    ['tel:1800-599-0019', { kind: 'call', href: 'tel:1800-599-0019' }],
    ['/find-expert', { kind: 'open', path: '/find-expert' }],
    ['/find-expert?profession=doctor', { kind: 'open', path: '/find-expert?profession=doctor' }],
  ])('follows %s', (action, target) => expect(safetyActionTarget(action)).toEqual(target));

  it.each([
    'https://elsewhere.example/help',
    '//elsewhere.example',
    '/\\elsewhere.example',
    'javascript:alert(1)',
    'tel:',
    'tel:1',
    'tel:call-me',
    'find-expert',
    '',
  ])('drops %j: it is neither a number to call nor a storefront screen', (action) => expect(safetyActionTarget(action)).toBeNull());
});
