// The default FileStore: files in a folder (the caller passes <dataDir>/files), one file per key at the key's own path,
// so the folder can be browsed and backed up as it is. The content type is kept beside each file in a small sidecar,
// `<name>~meta.json`, rather than guessed from the name: the store gives back exactly the type it was given. '~' is
// outside the key alphabet, so neither the sidecars nor the temporary files of a write can be mistaken for a key.
import { randomUUID } from 'node:crypto';
import { lstat, mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FileStore, StoredFile } from './file-store';
import { checkFileKey, FileStoreError } from './file-store';

const SIDECAR_SUFFIX = '~meta.json';
const Sidecar = z.object({ contentType: z.string() });

/** What a read or a removal meets where a key holds nothing: no such file, a file where a folder should be, or a folder. */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ERR_FS_EISDIR']);
/** What a write meets when its key runs through a file, or names a folder of other keys. */
const CONFLICT = new Set(['ENOTDIR', 'EEXIST', 'EISDIR', 'ENOTEMPTY']);

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly #root: string;

  constructor(options: { dir: string }) {
    this.#root = path.resolve(options.dir);
  }

  async put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    const file = this.#pathOf(key);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      // The sidecar lands first and is removed last, so a reader never finds a file without its type.
      await writeAtomically(file + SIDECAR_SUFFIX, JSON.stringify({ contentType: options.contentType }));
      await writeAtomically(file, bytes);
    } catch (error) {
      if (CONFLICT.has(errorCode(error) ?? '')) {
        await removeIfPresent(file + SIDECAR_SUFFIX);
        throw new FileStoreError(
          'file_key_conflict',
          `"${key}" cannot be kept in the local file store: a part of it is already a file, or it is already a folder of other keys. Choose keys that are never a folder of one another.`,
        );
      }
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const file = this.#pathOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if (ABSENT.has(errorCode(error) ?? '')) return undefined;
      throw error;
    }
    return { bytes, contentType: await readContentType(file) };
  }

  async delete(key: string): Promise<void> {
    const file = this.#pathOf(key);
    await removeIfPresent(file);
    await removeIfPresent(file + SIDECAR_SUFFIX);
  }

  async deleteUnder(prefix: string): Promise<number> {
    const folder = this.#pathOf(prefix);
    // A file of that name is not a folder: it stays, as an S3 object named `prefix` does.
    if (!(await isFolder(folder))) return 0;
    const count = await countFiles(folder);
    await rm(folder, { recursive: true, force: true });
    return count;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** The file of a valid key, checked once more to lie inside the folder. */
  #pathOf(key: string): string {
    const file = path.resolve(this.#root, ...checkFileKey(key).split('/'));
    const inside = path.relative(this.#root, file);
    if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) {
      throw new Error(`"${key}" resolves outside the file store's folder`);
    }
    return file;
  }
}

/** Writes a temporary file beside the target, flushes it to disk, then renames it over the target in one step. */
async function writeAtomically(file: string, content: Uint8Array | string): Promise<void> {
  const temporary = `${file}~${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The type kept in the sidecar; a file whose sidecar is gone (a removal under way) reads as plain bytes. */
async function readContentType(file: string): Promise<string> {
  try {
    const sidecar = Sidecar.safeParse(JSON.parse(await readFile(file + SIDECAR_SUFFIX, 'utf8')));
    if (sidecar.success) return sidecar.data.contentType;
  } catch (error) {
    if (!ABSENT.has(errorCode(error) ?? '') && !(error instanceof SyntaxError)) throw error;
  }
  return 'application/octet-stream';
}

async function removeIfPresent(file: string): Promise<void> {
  try {
    await rm(file);
  } catch (error) {
    if (!ABSENT.has(errorCode(error) ?? '')) throw error;
  }
}

async function isFolder(folder: string): Promise<boolean> {
  try {
    return (await lstat(folder)).isDirectory();
  } catch (error) {
    if (ABSENT.has(errorCode(error) ?? '')) return false;
    throw error;
  }
}

/** The stored files under a folder: sidecars and temporary files carry a '~', which no key contains. */
async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && !entry.name.includes('~')).length;
}
