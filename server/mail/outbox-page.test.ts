// /dev/outbox: the outbox's mails for a developer on this machine, with each mail's HTML in a frame that runs nothing.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { OutboxMailer } from './outbox-mailer';
import { OUTBOX_PAGE_PATH, outboxPage } from './outbox-page';
import express from 'express';
import { listen } from '../http/listen';

const app = useTestApp();

async function withPage<T>(work: (url: string) => Promise<T>): Promise<T> {
  const server = await listen(express().use(outboxPage(app.db)), '127.0.0.1', 0);
  try {
    return await work(server.url);
  } finally {
    await server.close();
  }
}

describe('the development outbox page', () => {
  it('lists the kept mails, newest first, and shows one with its text and its HTML in a sandboxed frame', async () => {
    const mailer = new OutboxMailer({ db: app.db });
    await mailer.send({ to: 'asha@example.com', subject: 'First <mail>', text: 'Hello Asha', html: '<p onclick="x()">Hello <b>Asha</b></p>' });
    const { id } = await mailer.send({ to: 'asha@example.com', subject: 'Second mail', text: 'Again', html: '<p>Again</p>' });
    await withPage(async (url) => {
      const list = await fetch(`${url}${OUTBOX_PAGE_PATH}?to=ASHA@example.com`);
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('no-store');
      const html = await list.text();
      expect(html).toContain('First &lt;mail&gt;');
      expect(html.indexOf('Second mail')).toBeLessThan(html.indexOf('First &lt;mail&gt;'));

      const one = await (await fetch(`${url}${OUTBOX_PAGE_PATH}/${id}`)).text();
      expect(one).toContain('<pre>Again</pre>');
      expect(one).toContain('<iframe title="The mail as HTML" sandbox srcdoc="&lt;p&gt;Again&lt;/p&gt;">');
      expect((await fetch(`${url}${OUTBOX_PAGE_PATH}/no-such-mail`)).status).toBe(404);
    });
  });

  it('is not served unless the server is told to (production leaves it off)', async () => {
    const answer = await app.request(OUTBOX_PAGE_PATH);
    expect(answer.status).not.toBe(200);
    expect(await answer.text()).not.toContain('Mails the store would have sent');
  });
});
