// The admin knowledge base's "try a question": the entries the chat's retrieval ranked, in the order the reply used them.
import type { KnowledgeTryHit } from '@common/contracts/admin-knowledge';
import type { ChatRetrieval } from './embedded-chat-provider';
import type { KnowledgeEntry } from './knowledge-base';
import { CURATED_ANSWER_PREFIX } from './knowledge-base';

/** The reply's entry first, then the habit it suggests, then the other entries considered, in ranking order. */
export function explainRetrieval(retrieval: ChatRetrieval): KnowledgeTryHit[] {
  const valueOf = new Map(retrieval.ranked.map((ranked) => [ranked.entry.id, ranked.value]));
  const used = [retrieval.best, retrieval.habit].filter((entry): entry is KnowledgeEntry => entry !== null);
  const ordered = [...used, ...retrieval.ranked.map((ranked) => ranked.entry).filter((entry) => !used.some((chosen) => chosen.id === entry.id))];
  return ordered.flatMap((entry, position): KnowledgeTryHit[] => {
    if (entry.kind === 'product') return [];
    const role = entry.id === retrieval.best?.id ? 'answer' : entry.id === retrieval.habit?.id ? 'next_step' : 'candidate';
    return [
      {
        rank: position + 1,
        role,
        id: entry.id,
        knowledgeEntryId: entry.kind === 'answer' && entry.id.startsWith(CURATED_ANSWER_PREFIX) ? entry.id.slice(CURATED_ANSWER_PREFIX.length) : null,
        kind: entry.kind,
        guardianId: entry.guardianId,
        title: entry.title,
        text: entry.text,
        score: Math.round(valueOf.get(entry.id) ?? 0),
      },
    ];
  });
}
