// What every mail of the store must do, checked over one sample of each kind: escape what people typed, name the store,
// link only to the store over its own origin, load nothing, track nothing, and carry an unsubscribe link exactly when
// the customer may turn the mail off.
import { describe, expect, it } from 'vitest';
import { STORE_CONTACT } from '@common/store-contact';
import { escapeHtml } from './mail-format';
import { MAIL_KINDS, preferenceGroupOf } from './mail-kinds';
import { HOSTILE_TEXT, MAIL_SAMPLES, ORIGIN, UNSUBSCRIBE_TOKEN } from './mail-samples';

const UNSUBSCRIBE_LINK = `${ORIGIN}/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`;
/** Medical claims the store never makes; as substrings, so "treatment" and "diagnosis" are caught too. */
const MEDICAL_CLAIM = /diagnos|treat|cure/i;

describe.each(MAIL_KINDS.map((kind) => ({ kind })))('the $kind mail', ({ kind }) => {
  const mail = MAIL_SAMPLES[kind](HOSTILE_TEXT);
  const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');

  it('escapes markup, quotes and ampersands people typed, wherever the HTML shows them', () => {
    expect(mail.html).toContain(escapeHtml(HOSTILE_TEXT));
    expect(mail.html).not.toContain(HOSTILE_TEXT);
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toContain('"Asha"');
  });

  it('keeps the text body as typed, and the subject on one line', () => {
    expect(mail.text).toContain('Asha');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.trim()).not.toBe('');
  });

  it("ends with the store's legal name and address, in the text and the HTML", () => {
    for (const line of [STORE_CONTACT.legalName, ...STORE_CONTACT.addressLines]) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(escapeHtml(line));
    }
  });

  it('carries the unsubscribe link only when the customer may turn the mail off', () => {
    const mayTurnOff = preferenceGroupOf(kind) !== null;
    for (const body of [mail.text, mail.html]) {
      expect(body.includes(UNSUBSCRIBE_LINK)).toBe(mayTurnOff);
      expect(/unsubscribe/i.test(body)).toBe(mayTurnOff);
    }
    if (mayTurnOff) {
      expect(mail.text).toContain(`Unsubscribe: ${UNSUBSCRIBE_LINK}`);
      expect(mail.html).toContain('You receive these because');
    }
    // The mail program's own button (RFC 8058) on the same mails, and only those.
    expect(mail.listUnsubscribe).toBe(mayTurnOff ? `${ORIGIN}/api/mail/unsubscribe/one-click?token=${UNSUBSCRIBE_TOKEN}` : undefined);
  });

  it('links only to the store, over https, and loads nothing from anywhere', () => {
    for (const href of hrefs) expect(href.startsWith(`${ORIGIN}/`), href).toBe(true);
    for (const body of [mail.text, mail.html]) expect(body).not.toContain('http://');
    expect(mail.html).not.toMatch(/<img|<link|<iframe|<object|<embed|<video|<audio|<style|<script|\ssrc=|url\(|@import|srcset/i);
  });

  it('is a one-column, English HTML page with a single heading and inline styles only', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(mail.html).toContain('max-width:560px');
    expect(mail.html.match(/<h1\b/g)).toHaveLength(1);
    expect(mail.html).not.toMatch(/\sclass=|<table/i);
  });

  it('makes no medical claim', () => {
    for (const body of [mail.subject, mail.text, mail.html]) expect(body).not.toMatch(MEDICAL_CLAIM);
  });
});

describe('the samples', () => {
  it('cover every mail kind, so a new kind cannot skip these checks', () => {
    expect(Object.keys(MAIL_SAMPLES).sort()).toEqual([...MAIL_KINDS].sort());
  });
});
