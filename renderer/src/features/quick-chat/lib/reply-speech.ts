// What the Listen button speaks of a guardian's reply: the voice speaks at most MAX_VOICE_TEXT_LENGTH characters, so
// a longer reply is cut where a sentence ends, not in the middle of a word.
import { MAX_VOICE_TEXT_LENGTH } from '@common/voice';

// The end of a sentence: . ! or ? (and any closing quote or bracket) before a space or the end of the text.
const SENTENCE_END = /[.!?]["'”’)\]]*(?=\s|$)/g;

/** The reply, trimmed; a reply over `maxLength` ends at its last full sentence within it (or its last word, or the limit). */
export function speakableReply(text: string, maxLength: number = MAX_VOICE_TEXT_LENGTH): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxLength) return trimmed;
  const window = trimmed.slice(0, maxLength + 1);
  let cut = 0;
  for (const match of window.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (end <= maxLength) cut = end;
  }
  if (cut === 0) cut = window.lastIndexOf(' ', maxLength);
  if (cut <= 0) cut = maxLength;
  return trimmed.slice(0, cut).trim();
}
