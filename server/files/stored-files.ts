// The FileStore as a request sees it: a store that does not answer is a 503 the person can retry, never a 500, and a
// bad key stays the programming error it is.
import { AppError } from '../http/app-error';
import type { FileStore, StoredFile } from './file-store';
import { FileStoreError } from './file-store';

const unavailable = () => new AppError(503, 'FILE_STORE_UNAVAILABLE', 'The file store did not answer just now. Try again in a moment.');

export async function storeFile(files: FileStore, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  try {
    await files.put(key, bytes, { contentType });
  } catch (error) {
    if (error instanceof FileStoreError) throw error;
    throw unavailable();
  }
}

export async function readStoredFile(files: FileStore, key: string): Promise<StoredFile | undefined> {
  try {
    return await files.get(key);
  } catch (error) {
    if (error instanceof FileStoreError) throw error;
    throw unavailable();
  }
}

/** Where everything kept for one account lives, so erasing the account removes one folder. */
export function accountFilesFolder(userId: string): string {
  return `accounts/${userId}`;
}
