// The Mailer port (issue 42): how the store hands a mail to whatever delivers it. Two adapters: the outbox (the
// default: mails kept in the database and readable without any server) and SMTP (SMTP_URL, through nodemailer). Mails
// carry text and simple HTML, never tracking pixels; an invite travels as an .ics attachment.

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (an .ics invite, a CSV). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
  /** A mail the customer may turn off: the one-click address of its List-Unsubscribe header (RFC 8058). */
  listUnsubscribe?: string;
}

export interface Mailer {
  /** `outbox` or `smtp`, for the system status. */
  readonly kind: 'outbox' | 'smtp';
  /** Hands the mail over; resolves once the outbox kept it or the SMTP server accepted it, and throws otherwise. */
  send(message: MailMessage): Promise<{ id: string }>;
  /** Closes the connections it holds. */
  close(): Promise<void>;
}
