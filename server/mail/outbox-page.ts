// /dev/outbox (development only): every mail the outbox kept, newest first, so a newcomer sees what the store would
// have sent without an SMTP server. Answered only to this machine (a reset link is a key to an account) and only
// when the server is not in production; each mail's HTML is shown in a sandboxed frame that runs nothing.
import express from 'express';
import type { Request, Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { escapeHtml } from './templates/mail-format';
import { readOutbox } from './outbox-mailer';
import type { OutboxMail } from './outbox-mailer';

export const OUTBOX_PAGE_PATH = '/dev/outbox';
const SHOWN = 50;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}iframe{width:100%;height:520px;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style></head><body>${body}</body></html>`;
}

function listPage(mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.createdAt)}</td><td>${escapeHtml(mail.to)}</td><td><a href="${OUTBOX_PAGE_PATH}/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td><td>${mail.attachments.length}</td></tr>`,
    )
    .join('');
  const table = mails.length
    ? `<table><thead><tr><th>Kept at (UTC)</th><th>To</th><th>Subject</th><th>Attachments</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Register, ask for a password reset or place an order, and the mail appears here.</p>';
  return page(
    'Outbox',
    `<h1>Outbox</h1><p>Mails the store would have sent: no SMTP server is configured (<code>SMTP_URL</code>). The newest ${SHOWN}, newest first; filter with <code>?to=address</code>.</p>${table}`,
  );
}

function mailPage(mail: OutboxMail): string {
  const attachments = mail.attachments
    .map((attachment) => `<h3>${escapeHtml(attachment.filename)} (${escapeHtml(attachment.contentType)})</h3><pre>${escapeHtml(attachment.content)}</pre>`)
    .join('');
  return page(
    mail.subject,
    `<p><a href="${OUTBOX_PAGE_PATH}">All mails</a></p><h1>${escapeHtml(mail.subject)}</h1><p>To ${escapeHtml(mail.to)}, kept at ${escapeHtml(mail.createdAt)} UTC</p>` +
      `<h2>HTML</h2><iframe title="The mail as HTML" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe><h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>${attachments}`,
  );
}

function fromThisMachine(req: Request, res: Response): boolean {
  if (LOOPBACK.has(req.socket.remoteAddress ?? '')) return true;
  res.status(404).type('text/plain').send('Not found');
  return false;
}

export function outboxPage(db: Kysely<Database>): Router {
  const router = express.Router();
  router.get(OUTBOX_PAGE_PATH, async (req, res) => {
    if (!fromThisMachine(req, res)) return;
    const to = typeof req.query.to === 'string' && req.query.to.length <= 254 ? req.query.to.trim().toLowerCase() : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(listPage(await readOutbox(db, { to: to || undefined, limit: SHOWN })));
  });
  router.get(`${OUTBOX_PAGE_PATH}/:id`, async (req, res) => {
    if (!fromThisMachine(req, res)) return;
    const mail = (await readOutbox(db, { limit: 500 })).find((candidate) => candidate.id === req.params.id);
    res.setHeader('Cache-Control', 'no-store');
    if (!mail) {
      res
        .status(404)
        .type('html')
        .send(page('Not in the outbox', `<p>No such mail. <a href="${OUTBOX_PAGE_PATH}">All mails</a></p>`));
      return;
    }
    res.type('html').send(mailPage(mail));
  });
  return router;
}
