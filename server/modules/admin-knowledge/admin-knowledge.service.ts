// The admin knowledge base's rules: entries are created, edited, retired and restored by admins; each write bumps the
// knowledge version stamp and appends to the audit log in one transaction, so every server's chat index answers from
// the change within a second or two (KnowledgeBase reads the stamp) and the log never misses one.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isKnowledgeIntent } from '@common/chat-intents';
import { chatGuardian } from '@common/chat-guardians';
import type { AuditAction } from '@common/contracts/admin';
import { KNOWLEDGE_STATUSES } from '@common/contracts/admin-knowledge';
import type {
  AdminKnowledgeEntry,
  KnowledgeEntryInput,
  KnowledgeListQuery,
  KnowledgePage,
  KnowledgeStatus,
  KnowledgeTryRequest,
  KnowledgeTryResult,
  UnansweredQuestionGroup,
} from '@common/contracts/admin-knowledge';
import { isGuardianId } from '@common/guardians';
import { chatTopic } from '@common/chat-topics';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import { knowledgeTagsOf } from '../chat/chat.exports';
import type { ChatService, KnowledgeBase } from '../chat/chat.exports';
import { bumpKnowledgeVersion, listUnansweredExamples, listUnansweredGroups } from '../chat/chat.exports';
import type { KnowledgeEntryRow } from './admin-knowledge.repository';
import {
  countKnowledgeEntries,
  findKnowledgeEntry,
  insertKnowledgeEntry,
  listKnowledgeEntries,
  nextKnowledgePosition,
  updateKnowledgeEntry,
} from './admin-knowledge.repository';

export interface AdminKnowledgeDependencies {
  db: Kysely<Database>;
  /** This server's chat index, told about its own writes so the next question reads the stamp at once. */
  knowledge: Pick<KnowledgeBase, 'noteKnowledgeChanged'>;
  chat: Pick<ChatService, 'tryQuestion'>;
  now?: () => Date;
}

const UNANSWERED_GROUPS = 50;
const UNANSWERED_EXAMPLES = 3;

function statusOf(value: string): KnowledgeStatus {
  return (KNOWLEDGE_STATUSES as readonly string[]).includes(value) ? (value as KnowledgeStatus) : 'draft';
}

export function toAdminKnowledgeEntry(row: KnowledgeEntryRow): AdminKnowledgeEntry {
  return {
    id: row.id,
    guardianId: row.guardian_id !== null && isGuardianId(row.guardian_id) ? row.guardian_id : null,
    title: row.question,
    text: row.answer,
    detail: row.detail,
    source: { title: row.source_title, url: row.source_url },
    tags: knowledgeTagsOf(row.tags),
    topic: row.topic === '' ? null : row.topic,
    intent: isKnowledgeIntent(row.intent) ? row.intent : 'what_is',
    status: statusOf(row.status),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function ownerLabel(guardianId: string | null): string {
  return guardianId !== null && isGuardianId(guardianId) ? chatGuardian(guardianId).name : 'shared';
}

function notFound(id: string): AppError {
  return new AppError(404, 'KNOWLEDGE_ENTRY_NOT_FOUND', `There is no knowledge entry "${id}"; reload the list and choose one from it.`);
}

/** The columns an input sets; `topic` '' stands for none (the column is not nullable). */
function columnsOf(input: KnowledgeEntryInput) {
  return {
    guardian_id: input.guardianId,
    topic: input.topic ?? '',
    intent: input.intent,
    question: input.title,
    answer: input.text,
    detail: input.detail,
    source_title: input.source.title,
    source_url: input.source.url,
    tags: JSON.stringify(input.tags),
    status: input.status,
  };
}

const FIELD_NAMES: Readonly<Record<keyof ReturnType<typeof columnsOf>, string>> = {
  guardian_id: 'guardian',
  topic: 'topic',
  intent: 'intent',
  question: 'title',
  answer: 'text',
  detail: 'supporting fact',
  source_title: 'source',
  source_url: 'source address',
  tags: 'tags',
  status: 'status',
};

/** A new entry's id, in the seed's shape: '<guardian or shared>-<topic or general>-<intent>-<random>'. */
function newEntryId(input: KnowledgeEntryInput): string {
  return `${input.guardianId ?? 'shared'}-${input.topic ?? 'general'}-${input.intent.replace(/_/g, '-')}-${randomBytes(4).toString('hex')}`;
}

export class AdminKnowledgeService {
  readonly #deps: AdminKnowledgeDependencies;
  readonly #now: () => Date;

  constructor(deps: AdminKnowledgeDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  async page(query: KnowledgeListQuery): Promise<KnowledgePage> {
    const filter = {
      guardianId: query.guardian === 'shared' ? null : query.guardian,
      status: query.status,
      text: query.q,
    };
    const [rows, total] = await Promise.all([
      listKnowledgeEntries(this.#deps.db, filter, query.pageSize, (query.page - 1) * query.pageSize),
      countKnowledgeEntries(this.#deps.db, filter),
    ]);
    return { entries: rows.map(toAdminKnowledgeEntry), page: query.page, pageSize: query.pageSize, total };
  }

  async entry(id: string): Promise<AdminKnowledgeEntry> {
    const row = await findKnowledgeEntry(this.#deps.db, id);
    if (!row) throw notFound(id);
    return toAdminKnowledgeEntry(row);
  }

  async create(input: KnowledgeEntryInput, by: StaffWrite): Promise<AdminKnowledgeEntry> {
    const at = this.#now().toISOString();
    const id = newEntryId(input);
    await this.#write(
      async (trx) => {
        const position = await nextKnowledgePosition(trx, input.guardianId);
        await insertKnowledgeEntry(trx, { id, ...columnsOf(input), position, created_at: at, updated_at: at });
        return { action: 'knowledge.created', id, summary: `Knowledge entry "${input.title}" created (${ownerLabel(input.guardianId)}, ${input.status})` };
      },
      by,
      at,
    );
    return this.entry(id);
  }

  async update(id: string, input: KnowledgeEntryInput, by: StaffWrite): Promise<AdminKnowledgeEntry> {
    const at = this.#now().toISOString();
    await this.#write(
      async (trx) => {
        const row = await findKnowledgeEntry(trx, id);
        if (!row) throw notFound(id);
        if (row.status === 'retired') {
          throw new AppError(409, 'KNOWLEDGE_ENTRY_RETIRED', 'This entry is retired: restore it before editing it.');
        }
        const columns = columnsOf(input);
        const changed = (Object.keys(columns) as (keyof typeof columns)[])
          .filter((column) => columns[column] !== row[column])
          .map((column) => FIELD_NAMES[column]);
        if (!(await updateKnowledgeEntry(trx, id, row.status, { ...columns, updated_at: at }))) throw conflict();
        const what = changed.length > 0 ? `changed: ${changed.join(', ')}` : 'saved unchanged';
        return { action: 'knowledge.updated', id, summary: `Knowledge entry "${input.title}" edited (${what})` };
      },
      by,
      at,
    );
    return this.entry(id);
  }

  async retire(id: string, by: StaffWrite): Promise<AdminKnowledgeEntry> {
    return this.#move(id, by, { from: 'live', to: 'retired' });
  }

  async restore(id: string, by: StaffWrite): Promise<AdminKnowledgeEntry> {
    return this.#move(id, by, { from: 'retired', to: 'published' });
  }

  /** What the chat could not answer, grouped by topic and intent, most asked first, each with its newest questions. */
  async unanswered(): Promise<UnansweredQuestionGroup[]> {
    const groups = await listUnansweredGroups(this.#deps.db, UNANSWERED_GROUPS);
    return Promise.all(
      groups.flatMap((group) => {
        if (!isKnowledgeIntent(group.intent)) return [];
        const intent = group.intent;
        return [
          (async (): Promise<UnansweredQuestionGroup> => ({
            topic: group.topic,
            topicLabel: chatTopic(group.topic)?.label ?? group.topic,
            intent,
            count: group.count,
            lastAskedAt: group.last_asked_at,
            examples: (await listUnansweredExamples(this.#deps.db, group.topic, intent, UNANSWERED_EXAMPLES)).flatMap((row) =>
              isGuardianId(row.guardian_id) ? [{ question: row.question, guardianId: row.guardian_id, askedAt: row.created_at }] : [],
            ),
          }))(),
        ];
      }),
    );
  }

  tryQuestion(request: KnowledgeTryRequest): Promise<KnowledgeTryResult> {
    return this.#deps.chat.tryQuestion({ question: request.question, guardianId: request.guardianId });
  }

  /** Retire (from published or draft) or restore (from retired, as published). */
  async #move(id: string, by: StaffWrite, move: { from: 'live' | 'retired'; to: 'retired' | 'published' }): Promise<AdminKnowledgeEntry> {
    const at = this.#now().toISOString();
    await this.#write(
      async (trx) => {
        const row = await findKnowledgeEntry(trx, id);
        if (!row) throw notFound(id);
        const retired = row.status === 'retired';
        if (move.from === 'live' && retired) throw new AppError(409, 'KNOWLEDGE_ENTRY_RETIRED', 'This entry is already retired.');
        if (move.from === 'retired' && !retired)
          throw new AppError(409, 'KNOWLEDGE_ENTRY_NOT_RETIRED', 'This entry is not retired, so there is nothing to restore.');
        if (!(await updateKnowledgeEntry(trx, id, row.status, { status: move.to, updated_at: at }))) throw conflict();
        const action: AuditAction = move.to === 'retired' ? 'knowledge.retired' : 'knowledge.restored';
        const verb = move.to === 'retired' ? 'retired: the chat no longer uses it' : 'restored and published';
        return { action, id, summary: `Knowledge entry "${row.question}" ${verb}` };
      },
      by,
      at,
    );
    return this.entry(id);
  }

  /** The write, the version stamp and the audit entry commit together; then this server's index looks at once. */
  async #write(change: (trx: Kysely<Database>) => Promise<{ action: AuditAction; id: string; summary: string }>, by: StaffWrite, at: string): Promise<void> {
    await this.#deps.db.transaction().execute(async (trx) => {
      const made = await change(trx);
      await bumpKnowledgeVersion(trx, at);
      await recordStaffWrite(trx, by, { action: made.action, entityType: 'knowledge_entry', entityId: made.id, summary: made.summary }, at);
    });
    this.#deps.knowledge.noteKnowledgeChanged();
  }
}

function conflict(): AppError {
  return new AppError(409, 'KNOWLEDGE_ENTRY_CHANGED', 'Someone else changed this entry at the same moment. Reload it and try again.');
}
