// The browser tests' SMTP server: the server under test sends its mails here (SMTP_URL, playwright.config.ts), and
// the sink writes each one, parsed, as a JSON file the tests read from any worker. Loopback only, no TLS, no login.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_HOST } from './server-address';

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 5025);
export const E2E_SMTP_URL = `smtp://${E2E_HOST}:${E2E_SMTP_PORT}`;

export interface SunkMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
}

function mailDir(): string {
  const dataDir = process.env.GUARDIANS_E2E_DATA_DIR;
  if (!dataDir) throw new Error('GUARDIANS_E2E_DATA_DIR is set by playwright.config.ts');
  return join(dataDir, 'mail-sink');
}

/** Starts the sink; the returned function stops it. */
export async function startMailSink(): Promise<() => Promise<void>> {
  const dir = mailDir();
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        async (parsed) => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          count += 1;
          for (const address of to) {
            const mail: SunkMail = { to: address, subject: parsed.subject ?? '', text: parsed.text ?? '', receivedAt: new Date().toISOString() };
            await writeFile(join(dir, `${Date.now()}-${count}-${address.replace(/[^a-z0-9.@-]/g, '_')}.json`), JSON.stringify(mail));
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, E2E_HOST, () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The mails the sink received for `to`, oldest first. */
export async function mailsTo(to: string): Promise<SunkMail[]> {
  const names = (await readdir(mailDir()).catch(() => [])).sort();
  const mails: SunkMail[] = [];
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(mailDir(), name), 'utf8')) as SunkMail;
    if (mail.to === to.toLowerCase()) mails.push(mail);
  }
  return mails;
}
