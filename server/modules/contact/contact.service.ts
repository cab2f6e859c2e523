// The contact page's messages (issue 39): stored as sent, read and marked handled by staff, with the mark audited.
import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  ContactMessage,
  ContactMessageReceipt,
  ContactMessageRequest,
  ContactMessagesResponse,
  HandleContactMessageRequest,
} from '@common/contracts/contact';
import { CONTACT_TOPICS } from '@common/contracts/contact';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordStaffWrite } from '../audit/audit.exports';
import type { StaffWrite } from '../audit/audit.exports';
import type { ContactMessageRow } from './contact.repository';
import {
  countOpenContactMessages,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  markContactMessageHandled,
  referenceTaken,
} from './contact.repository';

/** Letters and digits a person cannot misread for one another when quoting a reference (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;
const MESSAGES_LISTED = 200;

export interface ContactDependencies {
  db: Kysely<Database>;
  now?: () => Date;
}

export class ContactService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: ContactDependencies) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
  }

  /** A signed-in sender's message carries their account (so it is exported and erased with it). */
  async send(request: ContactMessageRequest, sender: { userId: string } | null): Promise<ContactMessageReceipt> {
    const receivedAt = this.#now().toISOString();
    const reference = await this.#freeReference();
    await insertContactMessage(this.#db, {
      id: randomUUID(),
      reference,
      user_id: sender?.userId ?? null,
      name: request.name,
      email: request.email.toLowerCase(),
      topic: request.topic,
      order_reference: request.orderReference || null,
      message: request.message,
      created_at: receivedAt,
    });
    return { reference, receivedAt };
  }

  async list(status: 'open' | 'handled' | 'all'): Promise<ContactMessagesResponse> {
    const [rows, openCount] = await Promise.all([listContactMessages(this.#db, status, MESSAGES_LISTED), countOpenContactMessages(this.#db)]);
    return { messages: rows.map(toContactMessage), openCount };
  }

  async markHandled(id: string, request: HandleContactMessageRequest, by: StaffWrite): Promise<ContactMessage> {
    const at = this.#now().toISOString();
    await this.#db.transaction().execute(async (trx) => {
      const row = await findContactMessage(trx, id);
      if (!row) throw new AppError(404, 'CONTACT_MESSAGE_NOT_FOUND', 'No message has this id.');
      const marked = await markContactMessageHandled(trx, id, { byEmail: by.actorEmail, at, note: request.note || null });
      if (!marked) throw new AppError(409, 'CONTACT_MESSAGE_HANDLED', 'Someone already marked this message handled. Reload the list.');
      await recordStaffWrite(
        trx,
        by,
        { action: 'contact_message.handled', entityType: 'contact_message', entityId: id, summary: `Marked message ${row.reference} handled` },
        at,
      );
    });
    const row = await findContactMessage(this.#db, id);
    if (!row) throw new AppError(404, 'CONTACT_MESSAGE_NOT_FOUND', 'No message has this id.');
    return toContactMessage(row);
  }

  async #freeReference(): Promise<string> {
    // 31^6 ≈ 887 million references: a clash is rare, and the unique column would refuse the one that slipped by.
    for (;;) {
      const reference = `GC-${Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
      if (!(await referenceTaken(this.#db, reference))) return reference;
    }
  }
}

function toContactMessage(row: ContactMessageRow): ContactMessage {
  const topic = CONTACT_TOPICS.find((known) => known === row.topic);
  if (!topic) throw new Error(`Contact message ${row.id} has an unknown topic ${row.topic}`);
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    topic,
    orderReference: row.order_reference,
    message: row.message,
    status: row.status === 'handled' ? 'handled' : 'open',
    signedIn: row.user_id !== null,
    receivedAt: row.created_at,
    handled: row.handled_at && row.handled_by_email ? { byEmail: row.handled_by_email, at: row.handled_at, note: row.handled_note } : null,
  };
}
