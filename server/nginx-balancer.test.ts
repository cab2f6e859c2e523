// deploy/nginx.conf, as shipped, in front of two production instances on one PostgreSQL (docs/deploy.md). Only what a
// test machine needs is changed: the upstream addresses, loopback ports for 80 and 443, a certificate made for the run,
// and the paths nginx writes to. PostgreSQL only (two instances need a shared database); CI installs Debian's nginx.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from './http/listen';
import { SESSION_COOKIE } from './modules/sessions/sessions.service';
import { createTestDatabase, eventually, TEST_DATABASE_KIND } from './test/test-context';
import type { TestDatabase } from './test/test-context';
import { startInstance, stopInstance } from './test/server-instances';
import type { Instance } from './test/server-instances';

const SHIPPED_CONF = path.resolve(import.meta.dirname, '../deploy/nginx.conf');
const HOST = 'shop.example.com';
const ORIGIN = `https://${HOST}`;
const PASSWORD = 'Behind-Nginx-2026!';

interface Ports {
  http: number;
  https: number;
}

/** The shipped config with a test machine's addresses, wrapped in the main context nginx needs around an http block. */
function configForTest(shipped: string, options: { upstreams: readonly string[]; ports: Ports; dir: string }): string {
  const { upstreams, ports, dir } = options;
  const serverLines = [...shipped.matchAll(/^\s*server \d+\.\d+\.\d+\.\d+:\d+ (.*);$/gm)];
  if (serverLines.length !== upstreams.length)
    throw new Error(`deploy/nginx.conf names ${serverLines.length} upstream servers, the test starts ${upstreams.length}`);
  let block = shipped;
  serverLines.forEach((line, index) => {
    block = block.replace(line[0], line[0].replace(/\d+\.\d+\.\d+\.\d+:\d+/, upstreams[index] ?? ''));
  });
  const replace = (from: string, to: string) => {
    if (!block.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}": update the test with the config`);
    block = block.replace(from, to);
  };
  replace('listen 80;', `listen 127.0.0.1:${ports.http};`);
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  replace(`/etc/ssl/certs/${HOST}.pem`, path.join(dir, 'cert.pem'));
  replace(`/etc/ssl/private/${HOST}.key`, path.join(dir, 'key.pem'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`).join('\n');
  return [
    // Run as root (CI), the workers would otherwise drop to nobody and lose the temporary folders.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'daemon off;',
    'events { worker_connections 256; }',
    'http {',
    `    access_log ${path.join(dir, 'access.log')};`,
    temp,
    block,
    '}',
  ].join('\n');
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe.runIf(TEST_DATABASE_KIND === 'postgres')('deploy/nginx.conf in front of two instances', () => {
  let database: TestDatabase;
  let dir: string;
  let ports: Ports;
  let cert: Buffer;
  let nginx: ChildProcess | undefined;
  const nginxOutput: string[] = [];
  const instances: Instance[] = [];

  /** A request to the balancer as a browser at https://shop.example.com sends it. */
  function send(method: string, pathName: string, options: { headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = https.request(
        {
          host: '127.0.0.1',
          port: ports.https,
          method,
          path: pathName,
          ca: cert,
          servername: HOST,
          headers: { host: HOST, ...(method === 'GET' ? {} : { origin: ORIGIN }), ...options.headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(options.body);
    });
  }

  const sendJson = (method: string, pathName: string, body: unknown, headers: Record<string, string> = {}) =>
    send(method, pathName, { headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  function sessionCookieOf(answer: Answer): { cookie: string; attributes: string } {
    const header = (answer.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    return { cookie: header.split(';')[0] ?? '', attributes: header };
  }

  /** How many requests to `pathName` each instance has logged. */
  const servedBy = (pathName: string) => instances.map((instance) => instance.output.join('').split(`"path":"${pathName}"`).length - 1);

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(os.tmpdir(), 'guardians-nginx-'));
    ports = { http: await freePort(), https: await freePort() };
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST},IP:127.0.0.1`,
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    cert = await readFile(path.join(dir, 'cert.pem'));
    const env = {
      NODE_ENV: 'production',
      GUARDIANS_PUBLIC_ORIGIN: ORIGIN,
      // nginx runs on this machine: its forwarded headers are trusted from loopback only.
      GUARDIANS_TRUST_PROXY: 'loopback',
      // Each instance logs its requests, so the test sees which one answered.
      LOG_LEVEL: 'info',
    };
    for (const name of ['a', 'b']) instances.push(await startInstance(database.location.databaseUrl ?? '', path.join(dir, name), env));
    const conf = configForTest(await readFile(SHIPPED_CONF, 'utf8'), { upstreams: instances.map((instance) => new URL(instance.url).host), ports, dir });
    await writeFile(path.join(dir, 'nginx.conf'), conf);
    nginx = spawn('nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stdout?.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
    nginx.stderr?.on('data', (chunk: Buffer) => nginxOutput.push(chunk.toString()));
    await eventually(async () => {
      if (nginx?.exitCode !== null) throw new Error(`nginx exited: ${nginxOutput.join('')}`);
      return send('GET', '/api/ready').then(
        (answer) => answer.status === 200,
        () => false,
      );
    }, 30_000);
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('sends plain http to https, and shares reads between both instances', async () => {
    const redirect = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: ports.http, path: '/marketplace?page=2', headers: { host: HOST } }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        })
        .on('error', reject);
    });
    expect(redirect.status).toBe(301);
    expect(redirect.location).toBe(`${ORIGIN}/marketplace?page=2`);

    const before = servedBy('/api/ready');
    for (let index = 0; index < 8; index++) {
      const ready = await send('GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body.toString())).toEqual({ ready: true });
    }
    await eventually(async () => servedBy('/api/ready').reduce((sum, count) => sum + count, 0) - before.reduce((sum, count) => sum + count, 0) >= 8, 5_000);
    const after = servedBy('/api/ready');
    // Round robin: each instance answered some of the eight.
    expect(after[0]! - before[0]!).toBeGreaterThan(0);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);
  });

  it('keeps a session across both instances, with a Secure cookie for the https origin', async () => {
    const registered = await sendJson('POST', '/api/register', { email: `nginx-${randomUUID()}@example.com`, password: PASSWORD, displayName: 'Nginx' });
    expect(registered.status).toBe(201);
    const { cookie, attributes } = sessionCookieOf(registered);
    expect(attributes).toMatch(/; Secure/i);
    const before = servedBy('/api/auth/me');
    for (let index = 0; index < 6; index++) expect((await send('GET', '/api/auth/me', { headers: { cookie } })).status).toBe(200);
    await eventually(async () => servedBy('/api/auth/me').every((count, index) => count > (before[index] ?? 0)), 5_000);
    // A write from another site is refused through the balancer too: the app reads the origin nginx forwarded.
    const foreign = await sendJson('POST', '/api/logout', undefined, { cookie, origin: 'https://evil.example.net' });
    expect(foreign.status).toBe(403);
  });

  it('upgrades the voice socket, signed in, through the balancer', async () => {
    const registered = await sendJson('POST', '/api/register', { email: `voice-${randomUUID()}@example.com`, password: PASSWORD });
    const { cookie } = sessionCookieOf(registered);
    const { user } = JSON.parse(registered.body.toString()) as { user: { id: string } };
    const socket = new WebSocket(`wss://127.0.0.1:${ports.https}/ws/voice`, { ca: cert, headers: { host: HOST, origin: ORIGIN, cookie } });
    try {
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const answer = new Promise<unknown>((resolve) => socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))));
      socket.send(JSON.stringify({ type: 'authenticate', userId: user.id }));
      expect(await answer).toEqual({ type: 'authenticated', userId: user.id });
    } finally {
      socket.close();
    }
  });

  it('lets a product photo of the largest size the app takes through, and refuses a larger body itself', async () => {
    // A brand partner's upload limit is 8 MB: the balancer must pass that much.
    const near = await send('PUT', '/api/brand-products/no-such-product/photo', {
      headers: { 'content-type': 'image/jpeg' },
      body: Buffer.alloc(8 * 1024 * 1024 - 1024, 0xff),
    });
    // The app answered (not nginx's 413): signed out, so 401.
    expect(near.status).toBe(401);
    expect(JSON.parse(near.body.toString())).toMatchObject({ code: 'UNAUTHENTICATED' });
    const over = await send('PUT', '/api/brand-products/no-such-product/photo', {
      headers: { 'content-type': 'image/jpeg' },
      body: Buffer.alloc(10 * 1024 * 1024, 0xff),
    });
    expect(over.status).toBe(413);
  });

  it('goes on answering when one instance stops', async () => {
    const stopped = instances.pop();
    await stopInstance(stopped);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await send('GET', '/api/products?pageSize=1')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
