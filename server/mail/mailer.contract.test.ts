// One contract for both Mailer adapters: what is sent is what a reader gets — recipient, subject, text, HTML and an
// .ics invite — read back from the outbox, or from a local SMTP sink (smtp-server on 127.0.0.1) that receives the mail
// as any server would.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import type { MailMessage, Mailer } from './mailer';
import { deleteOutboxMailsTo, OutboxMailer, readOutbox } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

const app = useTestApp();

/** A mail as its reader sees it. */
interface ReadMail {
  /** The one-click address of its List-Unsubscribe header (with List-Unsubscribe-Post: List-Unsubscribe=One-Click). */
  listUnsubscribe?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

interface MailerUnderTest {
  mailer: Mailer;
  /** Every mail delivered to `to` so far, oldest first. */
  read(to: string): Promise<ReadMail[]>;
}

/** The SMTP sink: accepts any sender and recipient on loopback, without TLS or login, and keeps what it receives. */
function startSink(): Promise<{ server: SMTPServer; port: number; received: Buffer[] }> {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port, received }));
  });
}

const invite = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Guardians//Consultations//EN\r\nEND:VCALENDAR\r\n';

function message(to: string): MailMessage {
  return {
    to,
    subject: 'Your consultation is booked — Tuesday 10:00',
    text: 'Hello Asha,\n\nYour consultation with Dr Rao is booked for Tuesday at 10:00 (Asia/Kolkata).\n',
    html: '<p>Hello Asha,</p><p>Your consultation with Dr Rao is booked for <strong>Tuesday at 10:00</strong> (Asia/Kolkata).</p>',
    attachments: [{ filename: 'consultation.ics', contentType: 'text/calendar', content: invite }],
  };
}

/** The one-click unsubscribe address a mail program reads: only with both RFC 8058 headers. */
function oneClickOf(headers: Map<string, unknown>): { listUnsubscribe?: string } {
  // mailparser gathers the List-* headers under `list`.
  const list = headers.get('list') as { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } } | undefined;
  const url = list?.unsubscribe?.url;
  return url && list['unsubscribe-post']?.name === 'List-Unsubscribe=One-Click' ? { listUnsubscribe: url } : {};
}

let sink: Awaited<ReturnType<typeof startSink>>;
const adapters: Record<'outbox' | 'smtp', () => MailerUnderTest> = {
  outbox: () => ({
    mailer: new OutboxMailer({ db: app.db }),
    read: async (to) =>
      (await readOutbox(app.db, { to, limit: 10 })).reverse().map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        ...(mail.listUnsubscribe === undefined ? {} : { listUnsubscribe: mail.listUnsubscribe }),
      })),
  }),
  smtp: () => ({
    mailer: new SmtpMailer({ url: `smtp://127.0.0.1:${sink.port}`, from: 'Guardians <hello@guardians.test>' }),
    read: async (to) => {
      const parsed = await Promise.all(sink.received.map(async (raw) => simpleParser(raw)));
      return parsed
        .filter((mail) => mail.to !== undefined && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === to))
        .map((mail) => ({
          ...oneClickOf(mail.headers),
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename ?? '',
            contentType: attachment.contentType,
            content: attachment.content.toString('utf8'),
          })),
        }));
    },
  }),
};

beforeAll(async () => {
  sink = await startSink();
});

afterAll(async () => {
  await new Promise<void>((resolve) => sink.server.close(() => resolve()));
});

describe.each(['outbox', 'smtp'] as const)('the %s Mailer', (kind) => {
  it('delivers the recipient, subject, text, HTML and the invite as sent', async () => {
    const { mailer, read } = adapters[kind]();
    const to = `asha-${kind}@example.com`;
    const sent = await mailer.send(message(to));
    expect(sent.id).not.toBe('');
    expect(mailer.kind).toBe(kind);
    const [mail, ...others] = await read(to);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Your consultation is booked — Tuesday 10:00');
    expect(mail?.text.trim()).toBe(message(to).text.trim());
    expect(mail?.html).toContain('<strong>Tuesday at 10:00</strong>');
    expect(mail?.attachments).toEqual([{ filename: 'consultation.ics', contentType: 'text/calendar', content: invite }]);
    await mailer.close();
  });

  it('gives a mail the customer may turn off its one-click unsubscribe address, and an essential one none', async () => {
    const { mailer, read } = adapters[kind]();
    const to = `meera-${kind}@example.com`;
    const oneClick = 'https://shop.example/api/mail/unsubscribe/one-click?token=abc123';
    await mailer.send({ ...message(to), subject: 'Reminder', attachments: [], listUnsubscribe: oneClick });
    await mailer.send({ ...message(to), subject: 'Order placed', attachments: [] });
    const [reminder, order] = await read(to);
    expect(reminder?.listUnsubscribe).toBe(oneClick);
    expect(order?.listUnsubscribe).toBeUndefined();
    await mailer.close();
  });

  it('keeps two mails to one person apart, in the order they were sent', async () => {
    const { mailer, read } = adapters[kind]();
    const to = `ravi-${kind}@example.com`;
    await mailer.send({ ...message(to), subject: 'First', attachments: [] });
    await mailer.send({ ...message(to), subject: 'Second', attachments: [] });
    expect((await read(to)).map((mail) => mail.subject)).toEqual(['First', 'Second']);
    await mailer.close();
  });
});

describe('the outbox', () => {
  it('forgets the mails to an erased address and keeps everyone else’s', async () => {
    const outbox = new OutboxMailer({ db: app.db });
    await outbox.send(message('erased@example.com'));
    await outbox.send(message('kept@example.com'));
    await deleteOutboxMailsTo(app.db, 'erased@example.com');
    expect(await readOutbox(app.db, { to: 'erased@example.com', limit: 10 })).toEqual([]);
    expect(await readOutbox(app.db, { to: 'kept@example.com', limit: 10 })).toHaveLength(1);
  });
});

describe('the SMTP Mailer', () => {
  it('fails the send when the server cannot be reached, so the job that sent it retries', async () => {
    const closed = await startSink();
    const port = closed.port;
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Guardians <hello@guardians.test>' });
    await expect(mailer.send(message('nobody@example.com'))).rejects.toThrow();
    await mailer.close();
  });
});
