import { describe, expect, it } from 'vitest';
import type { ChatSafety } from '@common/contracts/chat';
import { isUrgentReply, isUrgentSafety } from './chat-safety';

const safety = (level: ChatSafety['level']): ChatSafety => ({ level, reason: 'r', actions: [], quickReplies: [] });

describe('isUrgentSafety', () => {
  it.each([
    ['emergency', true],
    ['crisis', true],
    ['urgent', true],
    ['check', true],
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
