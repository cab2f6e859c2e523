// The SMTP Mailer (SMTP_URL: smtp://user:pass@host:port, or smtps:// for TLS from the start), through nodemailer.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  readonly #transport: Transporter;
  readonly #from: string;

  /** `from`: MAIL_FROM, e.g. "Guardians <hello@example.com>". */
  constructor(options: { url: string; from: string }) {
    this.#transport = nodemailer.createTransport(options.url);
    this.#from = options.from;
  }

  async send(message: MailMessage): Promise<{ id: string }> {
    const info = (await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: (message.attachments ?? []).map((attachment) => ({ ...attachment })),
      // RFC 8058: mail programs show an unsubscribe button that posts List-Unsubscribe=One-Click to this address.
      ...(message.listUnsubscribe === undefined
        ? {}
        : { list: { unsubscribe: { url: message.listUnsubscribe } }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
    })) as { messageId: string; rejected: unknown[] };
    if (info.rejected.length > 0) throw new Error(`The SMTP server refused the recipient of "${message.subject}"`);
    return { id: info.messageId };
  }

  close(): Promise<void> {
    this.#transport.close();
    return Promise.resolve();
  }
}
