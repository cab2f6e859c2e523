// The admin knowledge base (issue 16, /admin/knowledge): the curated entries the guardian chat answers from, edited by
// admins (support reads only), each with its source beside it, and "Try a question" showing what the chat would use.
import { z } from 'zod';
import { KNOWLEDGE_INTENTS } from '../chat-intents';
import { CHAT_TOPICS } from '../chat-topics';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { MAX_CHAT_MESSAGE_LENGTH, SafetyLevel } from './chat';
import { errorResponse, STAFF_ONLY_RESPONSES } from './errors';

export const KNOWLEDGE_STATUSES = ['published', 'draft', 'retired'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];
/** What a create or an edit may set; retiring and restoring have their own endpoints (and audit actions). */
export const EDITABLE_KNOWLEDGE_STATUSES = ['published', 'draft'] as const;

export const KNOWLEDGE_TOPIC_IDS = CHAT_TOPICS.map((topic) => topic.id);

export const KNOWLEDGE_LIMITS = {
  title: { min: 3, max: 200 },
  text: { min: 10, max: 600 },
  detail: { max: 400 },
  sourceTitle: { min: 3, max: 300 },
  sourceUrl: { max: 500 },
  tag: { min: 2, max: 40 },
  tags: { max: 10 },
} as const;

const Tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(KNOWLEDGE_LIMITS.tag.min)
  .max(KNOWLEDGE_LIMITS.tag.max)
  .regex(/^[a-z0-9][a-z0-9 -]*$/, 'A tag is lower-case letters, digits, spaces or hyphens');

const SourceUrl = z
  .string()
  .trim()
  .max(KNOWLEDGE_LIMITS.sourceUrl.max)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'The source address starts with https:// (or leave it empty for a printed source)');

export const KnowledgeSource = z.object({
  title: z
    .string()
    .trim()
    .min(KNOWLEDGE_LIMITS.sourceTitle.min)
    .max(KNOWLEDGE_LIMITS.sourceTitle.max)
    .describe('Where the facts come from, e.g. "NIH ODS — Vitamin D fact sheet".'),
  url: SourceUrl.default('').describe('The page of the source; empty for a printed one.'),
});
export type KnowledgeSource = z.infer<typeof KnowledgeSource>;

export const AdminKnowledgeEntry = z
  .object({
    id: z.string(),
    guardianId: z.enum(GUARDIAN_IDS).nullable().describe('null: shared, any guardian may answer with it.'),
    title: z.string().describe('The question the entry answers, as a customer would type it (searched).'),
    text: z.string().describe('The direct answer the chat quotes.'),
    detail: z.string().describe('One supporting fact the chat adds; may be empty.'),
    source: z.object({ title: z.string(), url: z.string() }),
    tags: z.array(z.string()),
    topic: z.string().nullable().describe('A chat topic id (common/chat-topics.ts); null when the entry is found by its words only.'),
    intent: z.enum(KNOWLEDGE_INTENTS),
    status: z.enum(KNOWLEDGE_STATUSES),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminKnowledgeEntry' });
export type AdminKnowledgeEntry = z.infer<typeof AdminKnowledgeEntry>;

export const KnowledgeEntryInput = z
  .object({
    guardianId: z.enum(GUARDIAN_IDS).nullable().describe('null for a shared entry.'),
    title: z.string().trim().min(KNOWLEDGE_LIMITS.title.min).max(KNOWLEDGE_LIMITS.title.max),
    text: z.string().trim().min(KNOWLEDGE_LIMITS.text.min).max(KNOWLEDGE_LIMITS.text.max),
    detail: z.string().trim().max(KNOWLEDGE_LIMITS.detail.max).default(''),
    source: KnowledgeSource,
    tags: z
      .array(Tag)
      .max(KNOWLEDGE_LIMITS.tags.max)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    topic: z
      .string()
      .refine((value) => KNOWLEDGE_TOPIC_IDS.includes(value), 'Choose a topic of the chat vocabulary, or none')
      .nullable()
      .default(null),
    intent: z.enum(KNOWLEDGE_INTENTS).default('what_is'),
    status: z.enum(EDITABLE_KNOWLEDGE_STATUSES).default('published'),
  })
  .strict()
  .meta({ id: 'KnowledgeEntryInput' });
export type KnowledgeEntryInput = z.output<typeof KnowledgeEntryInput>;
export type KnowledgeEntryDraft = z.input<typeof KnowledgeEntryInput>;

export const MAX_KNOWLEDGE_PAGE_SIZE = 100;
export const DEFAULT_KNOWLEDGE_PAGE_SIZE = 25;

export const KnowledgeListQuery = z.object({
  guardian: z
    .enum([...GUARDIAN_IDS, 'shared'])
    .optional()
    .describe('A guardian id, or "shared" for the entries any guardian answers with.'),
  status: z.enum(KNOWLEDGE_STATUSES).optional(),
  q: z.string().trim().min(1).max(100).optional().describe('Words in the title, text, supporting fact, source or tags.'),
  page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number<string>().int().min(1).max(MAX_KNOWLEDGE_PAGE_SIZE).default(DEFAULT_KNOWLEDGE_PAGE_SIZE),
});
export type KnowledgeListQuery = z.output<typeof KnowledgeListQuery>;

export const KnowledgeEntryParams = z.object({ id: z.string().min(1).max(80) });

export const KnowledgePage = z
  .object({
    entries: z.array(AdminKnowledgeEntry).describe('Guardian entries first (in guardian order), then shared ones.'),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'KnowledgePage' });
export type KnowledgePage = z.infer<typeof KnowledgePage>;

export const KnowledgeEntryResponse = z.object({ entry: AdminKnowledgeEntry }).meta({ id: 'KnowledgeEntryResponse' });
export type KnowledgeEntryResponse = z.infer<typeof KnowledgeEntryResponse>;

// ---- try a question

export const KnowledgeTryRequest = z
  .object({
    question: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
    guardianId: z.enum(GUARDIAN_IDS).default('immuno').describe('The guardian asked; Dr. Immuno by default.'),
  })
  .strict()
  .meta({ id: 'KnowledgeTryRequest' });
export type KnowledgeTryRequest = z.output<typeof KnowledgeTryRequest>;

export const KNOWLEDGE_HIT_ROLES = ['answer', 'next_step', 'candidate'] as const;

export const KnowledgeTryHit = z.object({
  rank: z.number().int().describe('1 is what the chat answers with.'),
  role: z.enum(KNOWLEDGE_HIT_ROLES).describe('answer: the reply is built on it; next_step: the habit it suggests; candidate: considered, not used.'),
  id: z.string().describe('The chat index id, e.g. "answer:shared-vitamin-d-dose" or "habit:…".'),
  knowledgeEntryId: z.string().nullable().describe('The knowledge entry behind it (editable here); null for guardian content, habits.'),
  kind: z.enum(['answer', 'science', 'tip', 'habit']),
  guardianId: z.enum(GUARDIAN_IDS).nullable(),
  title: z.string(),
  text: z.string(),
  score: z.number().describe('The ranking value: the topic-and-intent tier × 1000 plus the scaled search score.'),
});
export type KnowledgeTryHit = z.infer<typeof KnowledgeTryHit>;

export const KnowledgeTryResult = z
  .object({
    triage: z.object({
      level: SafetyLevel.nullable(),
      reasons: z.array(z.string()).describe('What the safety triage recognised, most urgent first.'),
    }),
    answeredBy: z.enum(['safety', 'embedded', 'llm']).describe('safety: an emergency or crisis; no entry is used.'),
    understood: z.object({ topics: z.array(z.string()), intent: z.enum(KNOWLEDGE_INTENTS) }).nullable(),
    redirectGuardianId: z.enum(GUARDIAN_IDS).nullable(),
    entries: z.array(KnowledgeTryHit).describe('Best first; empty when triage answers the question itself.'),
    reply: z.string().describe('The reply a visitor would get (not stored).'),
  })
  .meta({ id: 'KnowledgeTryResult' });
export type KnowledgeTryResult = z.infer<typeof KnowledgeTryResult>;

export const UnansweredQuestionGroup = z
  .object({
    topic: z.string().describe('The topic id (common/chat-topics.ts).'),
    topicLabel: z.string(),
    intent: z.enum(KNOWLEDGE_INTENTS).describe('What was asked about it.'),
    count: z.number().int().min(1),
    lastAskedAt: z.iso.datetime(),
    examples: z
      .array(z.object({ question: z.string(), guardianId: z.enum(GUARDIAN_IDS), askedAt: z.iso.datetime() }))
      .describe('The newest three questions, in the asker’s words (no asker is kept).'),
  })
  .meta({ id: 'UnansweredQuestionGroup' });
export type UnansweredQuestionGroup = z.infer<typeof UnansweredQuestionGroup>;

export const UnansweredQuestionsResponse = z
  .object({ groups: z.array(UnansweredQuestionGroup).describe('Most asked first; at most 50.') })
  .meta({ id: 'UnansweredQuestionsResponse' });
export type UnansweredQuestionsResponse = z.infer<typeof UnansweredQuestionsResponse>;

const staffOnly = STAFF_ONLY_RESPONSES;
const adminOnly = {
  401: errorResponse('Not signed in (UNAUTHENTICATED)'),
  403: errorResponse('Not an administrator: support reads the knowledge base but never edits it (FORBIDDEN)'),
};
const notFound = { 404: errorResponse('No knowledge entry has this id (KNOWLEDGE_ENTRY_NOT_FOUND)') };

export const adminKnowledgeEndpoints = {
  getAdminKnowledge: {
    method: 'get',
    path: '/api/admin/knowledge',
    summary: 'The knowledge entries the chat answers from, filtered by guardian, status and words; paged',
    tag: 'admin',
    request: { query: KnowledgeListQuery },
    responses: { 200: { description: 'One page of entries', body: KnowledgePage }, 400: errorResponse('A bad filter (VALIDATION_FAILED)'), ...staffOnly },
  },
  postAdminKnowledge: {
    method: 'post',
    path: '/api/admin/knowledge',
    summary: 'Create a knowledge entry (admin only; audit-logged; every server answers from it within seconds)',
    tag: 'admin',
    request: { body: KnowledgeEntryInput },
    responses: {
      201: { description: 'The entry', body: KnowledgeEntryResponse },
      400: errorResponse('A field is missing or too long (VALIDATION_FAILED)'),
      ...adminOnly,
    },
  },
  postAdminKnowledgeTry: {
    method: 'post',
    path: '/api/admin/knowledge/try',
    summary: 'Try a question: the safety triage, then which entries the chat would use, best first, and the reply',
    tag: 'admin',
    request: { body: KnowledgeTryRequest },
    responses: {
      200: { description: 'What the chat would do', body: KnowledgeTryResult },
      400: errorResponse('No question (VALIDATION_FAILED)'),
      ...staffOnly,
    },
  },
  getAdminKnowledgeUnanswered: {
    method: 'get',
    path: '/api/admin/knowledge/unanswered',
    summary: 'Questions the chat could not answer from the knowledge base (it said so), grouped by topic and intent, most asked first',
    tag: 'admin',
    responses: { 200: { description: 'What an editor should write next', body: UnansweredQuestionsResponse }, ...staffOnly },
  },
  getAdminKnowledgeById: {
    method: 'get',
    path: '/api/admin/knowledge/{id}',
    summary: 'One knowledge entry',
    tag: 'admin',
    request: { params: KnowledgeEntryParams },
    responses: { 200: { description: 'The entry', body: KnowledgeEntryResponse }, ...notFound, ...staffOnly },
  },
  putAdminKnowledgeById: {
    method: 'put',
    path: '/api/admin/knowledge/{id}',
    summary: 'Edit a knowledge entry (admin only; audit-logged)',
    tag: 'admin',
    request: { params: KnowledgeEntryParams, body: KnowledgeEntryInput },
    responses: {
      200: { description: 'The edited entry', body: KnowledgeEntryResponse },
      400: errorResponse('A field is missing or too long (VALIDATION_FAILED)'),
      409: errorResponse('A retired entry is restored before it is edited (KNOWLEDGE_ENTRY_RETIRED)'),
      ...notFound,
      ...adminOnly,
    },
  },
  postAdminKnowledgeByIdRetire: {
    method: 'post',
    path: '/api/admin/knowledge/{id}/retire',
    summary: 'Retire a knowledge entry: the chat stops using it, the entry is kept (admin only; audit-logged)',
    tag: 'admin',
    request: { params: KnowledgeEntryParams },
    responses: {
      200: { description: 'The retired entry', body: KnowledgeEntryResponse },
      409: errorResponse('Already retired (KNOWLEDGE_ENTRY_RETIRED)'),
      ...notFound,
      ...adminOnly,
    },
  },
  postAdminKnowledgeByIdRestore: {
    method: 'post',
    path: '/api/admin/knowledge/{id}/restore',
    summary: 'Publish a retired knowledge entry again (admin only; audit-logged)',
    tag: 'admin',
    request: { params: KnowledgeEntryParams },
    responses: {
      200: { description: 'The published entry', body: KnowledgeEntryResponse },
      409: errorResponse('Not retired (KNOWLEDGE_ENTRY_NOT_RETIRED)'),
      ...notFound,
      ...adminOnly,
    },
  },
} satisfies Record<string, ApiEndpoint>;
