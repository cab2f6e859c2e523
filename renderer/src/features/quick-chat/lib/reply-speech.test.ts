import { describe, expect, it } from 'vitest';
import { MAX_VOICE_TEXT_LENGTH } from '@common/voice';
import { speakableReply } from './reply-speech';

describe('speakableReply', () => {
  it('speaks a reply within the limit whole, trimmed', () => {
    expect(speakableReply('  Walk after meals. Drink water.  ')).toBe('Walk after meals. Drink water.');
  });

  it('cuts a reply over the limit after its last full sentence within the limit', () => {
    expect(speakableReply('One two. Three four! Five six seven.', 24)).toBe('One two. Three four!');
  });

  it('keeps a closing quote or bracket with its sentence', () => {
    expect(speakableReply('He said "rest." Then more words follow here.', 20)).toBe('He said "rest."');
  });

  it('does not take a decimal point for a sentence end', () => {
    expect(speakableReply('Take 2.5 mg daily. More text that goes on and on.', 22)).toBe('Take 2.5 mg daily.');
  });

  it('cuts at the last word when no sentence ends within the limit, and at the limit when there is no space', () => {
    expect(speakableReply('a very long sentence without an end', 14)).toBe('a very long');
    expect(speakableReply('x'.repeat(30), 10)).toBe('x'.repeat(10));
  });

  it('never gives the voice more than MAX_VOICE_TEXT_LENGTH characters', () => {
    const reply = Array.from({ length: 60 }, (_, index) => `Sentence number ${index} is here.`).join(' ');
    const spoken = speakableReply(reply);
    expect(reply.length).toBeGreaterThan(MAX_VOICE_TEXT_LENGTH);
    expect(spoken.length).toBeLessThanOrEqual(MAX_VOICE_TEXT_LENGTH);
    expect(spoken.endsWith('is here.')).toBe(true);
  });

  it('ends exactly at the limit when a sentence ends there', () => {
    expect(speakableReply('Twelve char. rest', 12)).toBe('Twelve char.');
  });
});
