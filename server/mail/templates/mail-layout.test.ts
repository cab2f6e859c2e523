import { describe, expect, it } from 'vitest';
import { escapeHtml, formatMailDay, formatMailTime, mailLink, MailTemplateError } from './mail-format';
import { renderMail, type MailFrame } from './mail-layout';
import { ORIGIN } from './mail-samples';

describe('escapeHtml', () => {
  it.each([
    ['<script>', '&lt;script&gt;'],
    ['"quoted"', '&quot;quoted&quot;'],
    ["it's", 'it&#39;s'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['&amp;', '&amp;amp;'],
    ['₹1,299.00 × 2', '₹1,299.00 × 2'],
  ])('writes %j as %j', (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });
});

describe('mailLink', () => {
  it("builds an absolute link to the store's page, with query values encoded", () => {
    expect(mailLink(ORIGIN, 'profile')).toBe('https://shop.example/profile');
    expect(mailLink(`${ORIGIN}/`, 'unsubscribe', { token: 'a&b=c d' })).toBe('https://shop.example/unsubscribe?token=a%26b%3Dc+d');
    expect(mailLink('http://localhost:5173', 'consultations')).toBe('http://localhost:5173/consultation');
  });

  it.each([
    'https://shop.example/shop',
    'https://shop.example?x=1',
    'https://shop.example/#top',
    'https://me:pw@shop.example',
    'javascript:alert(1)',
    'ftp://shop.example',
    'shop.example',
    '',
  ])('refuses %j as a public origin', (origin) => {
    expect(() => mailLink(origin, 'profile')).toThrow(expect.objectContaining({ code: 'MAIL_PUBLIC_ORIGIN_INVALID' }));
  });
});

describe('formatMailTime', () => {
  it.each([
    ['Asia/Kolkata', 'Wednesday, 25 November 2026 at 2:30 pm IST'],
    ['Europe/London', 'Wednesday, 25 November 2026 at 9:00 am GMT'],
    ['America/New_York', 'Wednesday, 25 November 2026 at 4:00 am GMT-5'],
  ])('writes the instant as the clock in %s shows it, naming the zone', (timeZone, written) => {
    expect(formatMailTime('2026-11-25T09:00:00Z', timeZone)).toBe(written);
    expect(formatMailTime('2026-11-25T14:30:00+05:30', timeZone)).toBe(written);
  });

  it('refuses a time that is not ISO 8601, and an unknown zone', () => {
    expect(() => formatMailTime('25/11/2026 09:00', 'Asia/Kolkata')).toThrow(expect.objectContaining({ code: 'MAIL_TIME_INVALID' }));
    expect(() => formatMailTime('2026-11-25T09:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('writes a calendar day without shifting it to another zone', () => {
    expect(formatMailDay('2026-11-28')).toBe('28 November 2026');
    expect(() => formatMailDay('2026-11-28T00:00:00Z')).toThrow(MailTemplateError);
  });
});

describe('renderMail', () => {
  const frame: MailFrame = {
    kind: 'order_delivered',
    to: 'asha@example.com',
    publicOrigin: ORIGIN,
    subject: 'Line one\r\nBcc: someone@example.com',
    heading: 'Heading & more',
    blocks: ['First paragraph.', { list: ['one', 'two'] }],
    action: { label: 'Open your profile', page: 'profile' },
  };

  it('writes the text body as heading, paragraphs, list, link and footer', () => {
    const text = renderMail(frame).text;
    expect(text).toMatch(
      /^Heading & more\n\nFirst paragraph\.\n\n- one\n- two\n\nOpen your profile: https:\/\/shop\.example\/profile\n\n-- \nGuardians Wellness/,
    );
    expect(text.endsWith('Karnataka, India\n')).toBe(true);
  });

  it('writes the action as a link, and its address for those who must copy it', () => {
    const html = renderMail(frame).html;
    expect(html).toMatch(/<a href="https:\/\/shop\.example\/profile" style="[^"]*">Open your profile<\/a>/);
    expect(html).toContain('<ul style="margin:0 0 16px;padding-left:24px;"><li>one</li><li>two</li></ul>');
    expect(html).toContain('<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:bold;color:#1f1f1f;">Heading &amp; more</h1>');
  });

  it('keeps the subject on one line, so no text can add a header', () => {
    expect(renderMail(frame).subject).toBe('Line one Bcc: someone@example.com');
  });

  it('refuses an unsubscribe token for an essential mail, and a mail that may be turned off without one', () => {
    expect(() => renderMail({ ...frame, unsubscribeToken: 'token' })).toThrow(expect.objectContaining({ code: 'MAIL_UNSUBSCRIBE_MISMATCH' }));
    expect(() => renderMail({ ...frame, kind: 'consultation_reminder_1h' })).toThrow(expect.objectContaining({ code: 'MAIL_UNSUBSCRIBE_MISMATCH' }));
    expect(() => renderMail({ ...frame, kind: 'welcome', unsubscribeToken: '' })).toThrow(MailTemplateError);
  });

  it('attaches nothing unless given attachments', () => {
    expect(renderMail(frame)).not.toHaveProperty('attachments');
    expect(renderMail({ ...frame, attachments: [] })).not.toHaveProperty('attachments');
  });
});
