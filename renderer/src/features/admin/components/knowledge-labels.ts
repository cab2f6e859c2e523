// How the knowledge screen names intents, owners and statuses.
import type { KnowledgeIntent } from '@common/chat-intents';
import type { KnowledgeStatus } from '@common/contracts/admin-knowledge';
import { CHAT_TOPICS } from '@common/chat-topics';
import { findGuardian } from '@common/guardians';

export const INTENT_LABELS: Readonly<Record<KnowledgeIntent, string>> = {
  what_is: 'What is it',
  dose: 'How much',
  food_sources: 'Food sources',
  symptoms: 'Signs and causes',
  timing: 'When to take',
  side_effects: 'Safety and side effects',
  interactions: 'Interactions',
  testing: 'Testing',
  product_choice: 'Choosing a product',
  comparison: 'Comparison',
  how_to: 'How to improve',
};

export const STATUS_LABELS: Readonly<Record<KnowledgeStatus, string>> = {
  published: 'Published',
  draft: 'Draft',
  retired: 'Retired',
};

export function ownerLabel(guardianId: string | null): string {
  return guardianId === null ? 'Shared' : (findGuardian(guardianId)?.personaName ?? guardianId);
}

export function topicLabel(topicId: string | null): string {
  if (topicId === null) return 'Any topic (found by its words)';
  return CHAT_TOPICS.find((topic) => topic.id === topicId)?.label ?? topicId;
}
