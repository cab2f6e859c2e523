// One contract for both FileStore adapters: what is put is what is got back — the bytes and the content type — from a
// local folder, or from a bucket on a fake S3 server (@20minutes/s3rver on 127.0.0.1) that answers the SDK as S3 does.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from './create-file-store';
import type { FileStore } from './file-store';
import { FileStoreError } from './file-store';

const BUCKET = 'guardians-files';
/** The fake's one account. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let workFolder: string;
let fake: S3rver;
let endpoint: string;

beforeAll(async () => {
  workFolder = await mkdtemp(path.join(os.tmpdir(), 'guardians-file-store-'));
  const directory = path.join(workFolder, 's3rver');
  await mkdir(directory);
  // The fake still refuses an unknown access key; it signs bucket requests without the trailing '/' the SDK signs, so
  // it is told not to compare signatures.
  fake = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, allowMismatchedSignatures: true });
  const { port } = await fake.run();
  endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  admin.destroy();
});

afterAll(async () => {
  await fake.close();
  await rm(workFolder, { recursive: true, force: true });
});

const localFolder = () => path.join(workFolder, 'files');

const stores: Record<'local' | 's3', () => FileStore> = {
  local: () => createFileStore({ kind: 'local', dir: localFolder() }),
  s3: () => createFileStore({ kind: 's3', bucket: BUCKET, endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials }),
};

const text = (content: string) => new TextEncoder().encode(content);

/** Whether two byte arrays hold the same bytes, without printing megabytes when they do not. */
function sameBytes(actual: Uint8Array, expected: Uint8Array): boolean {
  return Buffer.compare(Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength), Buffer.from(expected)) === 0;
}

const badKeys = [
  '',
  '/lab-reports/a.pdf',
  '../outside.pdf',
  'lab-reports/../../outside.pdf',
  'lab-reports/./a.pdf',
  '..',
  '.',
  'lab-reports//a.pdf',
  'lab-reports/',
  'lab-reports\\a.pdf',
  'C:/a.pdf',
  'lab reports/a.pdf',
  'lab-reports/ä.pdf',
  'lab-reports/a.pdf~meta.json',
  'lab-reports/a.pdf?x=1',
  'lab-reports/%2e%2e/a.pdf',
  `lab-reports/${'a'.repeat(201)}`,
  `${'abcdefghi/'.repeat(51)}abc`,
];

describe.each(['local', 's3'] as const)('the %s FileStore', (kind) => {
  let store: FileStore;

  beforeAll(() => {
    store = stores[kind]();
  });

  afterAll(async () => {
    await store.close();
  });

  it('gives back the bytes and the content type that were put', async () => {
    expect(store.kind).toBe(kind);
    await store.put('lab-reports/r-1/report.pdf', text('%PDF-1.7 vitamin D 32 ng/mL'), { contentType: 'application/pdf' });
    const file = await store.get('lab-reports/r-1/report.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(file?.bytes)).toBe('%PDF-1.7 vitamin D 32 ng/mL');
  });

  it('replaces the file and its content type when a key is put again', async () => {
    await store.put('brands/b-1/logo', text('<svg/>'), { contentType: 'image/svg+xml' });
    await store.put('brands/b-1/logo', text('PNG bytes'), { contentType: 'image/png' });
    const file = await store.get('brands/b-1/logo');
    expect(file?.contentType).toBe('image/png');
    expect(new TextDecoder().decode(file?.bytes)).toBe('PNG bytes');
  });

  it('answers undefined for a key that holds nothing, also under a folder that does not exist', async () => {
    expect(await store.get('lab-reports/r-1/missing.pdf')).toBeUndefined();
    expect(await store.get('nobody/ever/wrote/here.pdf')).toBeUndefined();
  });

  it('deletes a file, and deleting a key that holds nothing is not an error', async () => {
    await store.put('exports/e-1/archive.zip', text('PK'), { contentType: 'application/zip' });
    await store.delete('exports/e-1/archive.zip');
    expect(await store.get('exports/e-1/archive.zip')).toBeUndefined();
    await expect(store.delete('exports/e-1/archive.zip')).resolves.toBeUndefined();
    await expect(store.delete('exports/never/written.zip')).resolves.toBeUndefined();
  });

  it('deletes every file under a folder, counts them, and keeps the files beside it', async () => {
    const erased = ['accounts/42/exports/archive.zip', 'accounts/42/lab-reports/r-7.pdf', 'accounts/42/photo.jpg'];
    const kept = ['accounts/420/photo.jpg', 'accounts/4/photo.jpg', 'accounts/42.jpg', 'other/accounts/42/photo.jpg'];
    for (const key of [...erased, ...kept]) await store.put(key, text(key), { contentType: 'application/octet-stream' });

    expect(await store.deleteUnder('accounts/42')).toBe(3);
    for (const key of erased) expect(await store.get(key), key).toBeUndefined();
    for (const key of kept) expect(new TextDecoder().decode((await store.get(key))?.bytes), key).toBe(key);
    expect(await store.deleteUnder('accounts/42')).toBe(0);
  });

  it('deletes nothing under a name that is a file, not a folder', async () => {
    await store.put('accounts/7.jpg', text('photo'), { contentType: 'image/jpeg' });
    expect(await store.deleteUnder('accounts/7.jpg')).toBe(0);
    expect((await store.get('accounts/7.jpg'))?.contentType).toBe('image/jpeg');
    expect(await store.deleteUnder('accounts/never-written')).toBe(0);
  });

  it('refuses keys that are absolute, climb with "..", or hold other characters, whatever the method', async () => {
    for (const key of badKeys) {
      const refused = { name: 'FileStoreError', code: 'invalid_file_key' };
      await expect(store.put(key, text('x'), { contentType: 'text/plain' }), key).rejects.toMatchObject(refused);
      await expect(store.get(key), key).rejects.toMatchObject(refused);
      await expect(store.delete(key), key).rejects.toMatchObject(refused);
      await expect(store.deleteUnder(key), key).rejects.toMatchObject(refused);
    }
    await expect(store.get('../outside.pdf')).rejects.toThrow(FileStoreError);
    await expect(store.get('../outside.pdf')).rejects.toThrow(/not a file key/);
  });

  it('takes a key of 512 characters in segments of up to 200', async () => {
    const key = `${'a'.repeat(200)}/${'b'.repeat(200)}/${'c'.repeat(110)}`;
    expect(key).toHaveLength(512);
    await store.put(key, text('long'), { contentType: 'text/plain' });
    expect((await store.get(key))?.contentType).toBe('text/plain');
  });

  it('keeps every one of the 256 byte values intact', async () => {
    const allBytes = Uint8Array.from({ length: 256 }, (_, value) => value);
    await store.put('binary/all-bytes.bin', allBytes, { contentType: 'application/octet-stream' });
    const file = await store.get('binary/all-bytes.bin');
    expect(file?.bytes).toHaveLength(256);
    expect(new Uint8Array(file?.bytes ?? [])).toEqual(allBytes);
  });

  it('keeps a 5 MB file intact', async () => {
    const archive = new Uint8Array(randomBytes(5 * 1024 * 1024));
    await store.put('exports/e-2/archive.zip', archive, { contentType: 'application/zip' });
    const file = await store.get('exports/e-2/archive.zip');
    expect(file?.contentType).toBe('application/zip');
    expect(file?.bytes.byteLength).toBe(archive.byteLength);
    expect(sameBytes(file?.bytes ?? new Uint8Array(), archive)).toBe(true);
  });
});

describe('the local FileStore', () => {
  it('keeps each file at its key with its content type beside it, and no temporary file', async () => {
    const dir = path.join(workFolder, 'layout');
    const store = createFileStore({ kind: 'local', dir });
    await store.put('lab-reports/r-9.pdf', text('%PDF'), { contentType: 'application/pdf' });
    await store.put('lab-reports/r-9.pdf', text('%PDF again'), { contentType: 'application/pdf' });
    expect((await readdir(dir, { recursive: true })).sort()).toEqual(['lab-reports', 'lab-reports/r-9.pdf', 'lab-reports/r-9.pdf~meta.json']);
    await store.delete('lab-reports/r-9.pdf');
    expect(await readdir(path.join(dir, 'lab-reports'))).toEqual([]);
  });

  it('refuses, with file_key_conflict, a key that is a folder of other keys or runs through a file', async () => {
    const store = createFileStore({ kind: 'local', dir: path.join(workFolder, 'conflicts') });
    await store.put('brands/b-2/logo.png', text('png'), { contentType: 'image/png' });
    const conflict = { name: 'FileStoreError', code: 'file_key_conflict' };
    await expect(store.put('brands/b-2', text('x'), { contentType: 'text/plain' })).rejects.toMatchObject(conflict);
    await expect(store.put('brands/b-2/logo.png/large', text('x'), { contentType: 'text/plain' })).rejects.toMatchObject(conflict);
    expect(await store.get('brands/b-2')).toBeUndefined();
    expect(await store.get('brands/b-2/logo.png/large')).toBeUndefined();
    expect(new TextDecoder().decode((await store.get('brands/b-2/logo.png'))?.bytes)).toBe('png');
  });
});

describe('the S3 FileStore', () => {
  it('fails, rather than answering undefined, when the bucket does not exist', async () => {
    const store = createFileStore({ kind: 's3', bucket: 'no-such-bucket', endpoint, region: 'us-east-1', forcePathStyle: true, ...credentials });
    await expect(store.get('lab-reports/r-1/report.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await store.close();
  });

  it('refuses one access key without the other', () => {
    expect(() => createFileStore({ kind: 's3', bucket: BUCKET, endpoint, region: 'us-east-1', forcePathStyle: true, accessKeyId: 'S3RVER' })).toThrow(
      expect.objectContaining({ name: 'FileStoreError', code: 'incomplete_s3_credentials' }),
    );
  });
});
