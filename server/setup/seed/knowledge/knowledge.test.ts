import { describe, expect, it } from 'vitest';
import { isKnowledgeIntent, KNOWLEDGE_INTENTS } from '@common/chat-intents';
import { chatTopic } from '@common/chat-topics';
import { GUARDIAN_IDS } from '@common/guardians';
import { GUARDIAN_KNOWLEDGE, SHARED_KNOWLEDGE } from './index';

const all = [...Object.values(GUARDIAN_KNOWLEDGE).flat(), ...SHARED_KNOWLEDGE];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('curated chat knowledge', () => {
  it.each(GUARDIAN_IDS)('%s has at least 40 entries covering every intent', (guardianId) => {
    const entries = GUARDIAN_KNOWLEDGE[guardianId];
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(entries.map((entry) => entry.intent))).toEqual(new Set(KNOWLEDGE_INTENTS));
  });

  it('gives every entry a unique id, a known topic and intent, a short answer and an https source', () => {
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    for (const entry of all) {
      expect(chatTopic(entry.topic), entry.id).toBeDefined();
      expect(isKnowledgeIntent(entry.intent), entry.id).toBe(true);
      expect(words(entry.answer), entry.id).toBeLessThanOrEqual(50);
      expect(words(entry.detail), entry.id).toBeLessThanOrEqual(40);
      expect(entry.source.url, entry.id).toMatch(/^https:\/\/\S+$/);
      expect(entry.source.title.length, entry.id).toBeGreaterThan(5);
    }
  });

  it('never claims a supplement cures or treats a disease', () => {
    for (const entry of all) expect(`${entry.answer} ${entry.detail}`, entry.id).not.toMatch(/\b(cures|will cure|can cure|is a cure|guarantees)\b/i);
  });

  it('gives vitamin D amounts in both IU and µg', () => {
    for (const entry of all.filter((candidate) => candidate.topic === 'vitamin-d')) {
      const text = `${entry.answer} ${entry.detail}`;
      if (/\bIU\b/.test(text)) expect(text, entry.id).toMatch(/µg/);
    }
  });
});
