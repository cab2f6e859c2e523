// The frame every mail of the store shares: a plain-text body and a simple HTML body in one column, with the store's
// name and address at the foot. No images, no remote resources, no tracking of any kind: the HTML is the text, styled
// inline. Only a mail a customer may turn off carries an unsubscribe link, and it works without signing in.
import { STORE_CONTACT } from '@common/store-contact';
import type { MailAttachment, MailMessage } from '../mailer';
import { escapeHtml, mailLink, MailTemplateError, type MailPage } from './mail-format';
import { MAIL_PREFERENCE_GROUP_TEXTS, preferenceGroupOf, type MailKind } from './mail-kinds';

/** Who a mail goes to, and the origin its links are built on. */
export interface MailRecipient {
  to: string;
  /** The account's display name; empty when there is none. */
  name: string;
  /** The store's public origin (configuration, never a request's header), e.g. https://shop.example. */
  publicOrigin: string;
}

/** A mail the customer may turn off: the token of its unsubscribe link, which identifies the account and the group. */
export interface UnsubscribableMail {
  unsubscribeToken: string;
}

/** A paragraph, or a list (an order's items). */
export type MailBlock = string | { readonly list: readonly string[] };

export interface MailFrame {
  kind: MailKind;
  to: string;
  /** Needed by a mail with links (an action or an unsubscribe link); the last mail to an erased account has none. */
  publicOrigin?: string;
  subject: string;
  heading: string;
  blocks: readonly MailBlock[];
  /** The one thing to do next, as a link to one of the store's pages. */
  action?: { label: string; page: MailPage; query?: Readonly<Record<string, string>> };
  /** Required for a mail the customer may turn off, refused for an essential one. */
  unsubscribeToken?: string;
  attachments?: readonly MailAttachment[];
}

const STYLE = {
  body: 'margin:0;padding:0;background-color:#ffffff;',
  column:
    'max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f;background-color:#ffffff;',
  heading: 'margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:bold;color:#1f1f1f;',
  paragraph: 'margin:0 0 16px;',
  list: 'margin:0 0 16px;padding-left:24px;',
  action: 'margin:24px 0 8px;',
  link: 'color:#0b5a3a;font-weight:bold;text-decoration:underline;',
  address: 'margin:0 0 24px;font-size:14px;color:#555555;word-break:break-all;',
  rule: 'border:0;border-top:1px solid #d6d6d6;margin:32px 0 16px;',
  footer: 'margin:0 0 8px;font-size:14px;line-height:1.5;color:#555555;',
  footerLink: 'color:#555555;text-decoration:underline;',
} as const;

/** A subject is one header line: a name with a line break in it must not start another header. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

interface Unsubscribe {
  reason: string;
  link: string;
}

function unsubscribeOf(frame: MailFrame): Unsubscribe | null {
  const group = preferenceGroupOf(frame.kind);
  if (group === null) {
    if (frame.unsubscribeToken !== undefined) {
      throw new MailTemplateError('MAIL_UNSUBSCRIBE_MISMATCH', `A ${frame.kind} mail is essential and carries no unsubscribe link; give it no token.`);
    }
    return null;
  }
  if (!frame.unsubscribeToken) {
    throw new MailTemplateError('MAIL_UNSUBSCRIBE_MISMATCH', `A ${frame.kind} mail can be turned off, so it needs the token of its unsubscribe link.`);
  }
  return {
    reason: `You receive these because ${MAIL_PREFERENCE_GROUP_TEXTS[group].reason}`,
    link: mailLink(originOf(frame), 'unsubscribe', { token: frame.unsubscribeToken }),
  };
}

function textBody(frame: MailFrame, actionLink: string | null, unsubscribe: Unsubscribe | null): string {
  const parts: string[] = [frame.heading];
  for (const block of frame.blocks) parts.push(typeof block === 'string' ? block : block.list.map((item) => `- ${item}`).join('\n'));
  if (frame.action && actionLink) parts.push(`${frame.action.label}: ${actionLink}`);
  parts.push(['-- ', STORE_CONTACT.legalName, ...STORE_CONTACT.addressLines].join('\n'));
  if (unsubscribe) parts.push(`${unsubscribe.reason}\nUnsubscribe: ${unsubscribe.link}`);
  return `${parts.join('\n\n')}\n`;
}

function htmlBlock(block: MailBlock): string {
  if (typeof block === 'string') return `<p style="${STYLE.paragraph}">${escapeHtml(block)}</p>`;
  return `<ul style="${STYLE.list}">${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function htmlBody(frame: MailFrame, actionLink: string | null, unsubscribe: Unsubscribe | null): string {
  const action =
    frame.action && actionLink
      ? [
          `<p style="${STYLE.action}"><a href="${escapeHtml(actionLink)}" style="${STYLE.link}">${escapeHtml(frame.action.label)}</a></p>`,
          // For a reader whose mail program does not open links: the address to copy.
          `<p style="${STYLE.address}">${escapeHtml(actionLink)}</p>`,
        ]
      : [];
  const storeAddress = [STORE_CONTACT.legalName, ...STORE_CONTACT.addressLines].map(escapeHtml).join('<br>');
  const unsubscribeLine = unsubscribe
    ? [`<p style="${STYLE.footer}">${escapeHtml(unsubscribe.reason)} <a href="${escapeHtml(unsubscribe.link)}" style="${STYLE.footerLink}">Unsubscribe</a></p>`]
    : [];
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(oneLine(frame.subject))}</title>`,
    '</head>',
    `<body style="${STYLE.body}">`,
    `<div role="article" aria-roledescription="email" lang="en" style="${STYLE.column}">`,
    `<h1 style="${STYLE.heading}">${escapeHtml(frame.heading)}</h1>`,
    ...frame.blocks.map(htmlBlock),
    ...action,
    `<hr style="${STYLE.rule}">`,
    `<p style="${STYLE.footer}">${storeAddress}</p>`,
    ...unsubscribeLine,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function originOf(frame: MailFrame): string {
  if (frame.publicOrigin === undefined)
    throw new MailTemplateError('MAIL_PUBLIC_ORIGIN_INVALID', `A ${frame.kind} mail with links needs the store's public origin.`);
  return frame.publicOrigin;
}

/** The mail as the Mailer takes it: the same words as text and as HTML. */
export function renderMail(frame: MailFrame): MailMessage {
  const unsubscribe = unsubscribeOf(frame);
  const actionLink = frame.action ? mailLink(originOf(frame), frame.action.page, frame.action.query) : null;
  const message: MailMessage = {
    to: frame.to,
    subject: oneLine(frame.subject),
    text: textBody(frame, actionLink, unsubscribe),
    html: htmlBody(frame, actionLink, unsubscribe),
    // The mail program's own unsubscribe button (RFC 8058), beside the link in the footer.
    ...(unsubscribe && frame.unsubscribeToken ? { listUnsubscribe: mailLink(originOf(frame), 'oneClickUnsubscribe', { token: frame.unsubscribeToken }) } : {}),
  };
  return frame.attachments && frame.attachments.length > 0 ? { ...message, attachments: frame.attachments } : message;
}
