// The default Mailer: every mail kept in the mail_outbox table instead of being sent, newest last, so a newcomer (and a
// test) reads what the store would have sent without an SMTP server.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { MailAttachment, MailMessage, Mailer } from './mailer';

const StoredAttachments = z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }));

export interface OutboxMail extends MailMessage {
  id: string;
  attachments: MailAttachment[];
  createdAt: string;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;
  /** The last time stamped, so two mails sent within a millisecond still read back in the order they were sent. */
  #lastAt = 0;

  constructor(deps: { db: Kysely<Database>; now?: () => Date }) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
  }

  async send(message: MailMessage): Promise<{ id: string }> {
    const id = randomUUID();
    const at = Math.max(this.#now().getTime(), this.#lastAt + 1);
    this.#lastAt = at;
    await this.#db
      .insertInto('mail_outbox')
      .values({
        id,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        attachments: JSON.stringify(message.attachments ?? []),
        list_unsubscribe: message.listUnsubscribe ?? null,
        created_at: new Date(at).toISOString(),
      })
      .execute();
    return { id };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The latest mails of the outbox, newest first; only those to `to` when given. */
export async function readOutbox(db: Kysely<Database>, options: { to?: string; limit: number }): Promise<OutboxMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(options.limit);
  if (options.to !== undefined) query = query.where('to_address', '=', options.to);
  const rows = await query.execute();
  return rows.map((row) => {
    const attachments = StoredAttachments.safeParse(JSON.parse(row.attachments));
    return {
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments: attachments.success ? attachments.data : [],
      ...(row.list_unsubscribe === null ? {} : { listUnsubscribe: row.list_unsubscribe }),
      createdAt: row.created_at,
    };
  });
}

/** Erasure: the mails kept for an address. */
export async function deleteOutboxMailsTo(trx: Kysely<Database>, email: string): Promise<void> {
  await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
}
