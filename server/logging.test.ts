// No password, session token, cookie or Authorization header may reach the log, at any level.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { loggedPath } from './http/request-logger';
import { TEST_PASSWORD } from './test/accounts-helpers';
import { useTestApp } from './test/use-test-app';
import { TestVisitor, uniqueEmail } from './test/test-visitor';

const FEDERATED_TOKEN = 'eyJhbGciOiJub25lIn0.federated-secret-token.signature';
const WRONG_PASSWORD = 'wrong-but-still-secret-9431';

const logLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const app = useTestApp({
  logger: createLogger({ level: 'trace' }, sink),
  accounts: { firebaseProjectId: 'demo-logging' },
  idTokenVerifier: {
    verify: () => Promise.reject(Object.assign(new Error(`Decoding failed for ${FEDERATED_TOKEN}`), { code: 'auth/argument-error' })),
  },
});

describe('logs', () => {
  it('hold no password, session token, cookie or bearer token after a full round of sign-ins', async () => {
    const email = uniqueEmail('logged');
    const visitor = new TestVisitor(app);
    const tokens: string[] = [];
    const remember = () => visitor.sessionToken && tokens.push(visitor.sessionToken);

    expect((await visitor.post('/api/register', { email, password: TEST_PASSWORD })).status).toBe(201);
    remember();
    expect((await visitor.post('/api/login', { email, password: WRONG_PASSWORD })).status).toBe(401);
    expect((await visitor.post('/api/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    remember();
    expect((await visitor.get('/api/auth/me')).status).toBe(200);
    const federated = await visitor.post(
      '/api/firebase-auth',
      { email, uid: 'firebase-uid', displayName: '' },
      { headers: { authorization: `Bearer ${FEDERATED_TOKEN}` } },
    );
    expect(federated.status).toBe(401);
    expect((await visitor.post('/api/auth/demo')).status).toBe(200);
    remember();
    expect((await visitor.post('/api/logout')).status).toBe(204);

    const log = logLines.join('');
    expect(log).toContain('Signed in');
    expect(log).toContain('Sign-in failed');
    // The access log (written without redaction: its lines carry no secret by key) has a line per request.
    expect(log).toMatch(/"method":"POST","path":"\/api\/login","status":401,"durationMs":\d+,"msg":"request"/);
    for (const secret of [TEST_PASSWORD, WRONG_PASSWORD, FEDERATED_TOKEN, 'federated-secret-token', ...tokens]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/guardians_session=/);
  });

  it('redact credentials wherever a log call passes them by key', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString())) }));
    logger.info(
      {
        password: 'p1-secret',
        body: { password: 'p2-secret', token: 't1-secret', idToken: 't2-secret' },
        req: { headers: { authorization: 'Bearer t3-secret', cookie: 'guardians_session=t4-secret' } },
        res: { headers: { 'set-cookie': 'guardians_session=t5-secret' } },
      },
      'request with credentials',
    );
    const line = lines.join('');
    expect(line).toContain('[Redacted]');
    for (const secret of ['p1-secret', 'p2-secret', 't1-secret', 't2-secret', 't3-secret', 't4-secret', 't5-secret']) {
      expect(line).not.toContain(secret);
    }
  });
});

describe('the buffered log of production', () => {
  it('writes its lines in batches and keeps every line, the last ones reaching the file at flush', async () => {
    const { mkdtemp, readFile, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { bufferedDestination, LOG_BUFFER_BYTES } = await import('./logger');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'guardians-log-'));
    const file = path.join(dir, 'server.log');
    try {
      const destination = bufferedDestination(file);
      const logger = createLogger({ level: 'info' }, destination);
      await new Promise((resolve) => (destination as unknown as NodeJS.EventEmitter).once('ready', resolve));
      logger.info({ path: '/api/products' }, 'request');
      // One short line stays in memory: no write per request.
      expect(await readFile(file, 'utf8')).toBe('');
      for (let i = 0; i < Math.ceil(LOG_BUFFER_BYTES / 40); i += 1) logger.info({ i }, 'request');
      await new Promise<void>((resolve, reject) => logger.flush((error) => (error ? reject(error) : resolve())));
      const lines = (await readFile(file, 'utf8')).trim().split('\n');
      expect(lines).toHaveLength(1 + Math.ceil(LOG_BUFFER_BYTES / 40));
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ path: '/api/products', msg: 'request' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the access log', () => {
  it('keeps the tokens of reset and invitation links out of the paths it writes', () => {
    expect(loggedPath('/reset-password?token=abc123-_XYZ')).toBe('/reset-password?token=[redacted]');
    expect(loggedPath('/partner/accept-invitation?from=mail&token=s3cr3t&x=1')).toBe('/partner/accept-invitation?from=mail&token=[redacted]&x=1');
    expect(loggedPath('/auth/callback?code=one-time')).toBe('/auth/callback?code=[redacted]');
    expect(loggedPath('/api/products?sort=price')).toBe('/api/products?sort=price');
  });
});
