// The FileStore port (issue 42): where lab report PDFs, GDPR export archives and brand product images are kept, by key;
// the database holds only the keys. Two adapters: a local folder under the data folder (the default) and an
// S3-compatible bucket (FILE_STORE=s3://bucket: AWS, MinIO, R2). Private files reach a person only through the server,
// after its access check.
import { z } from 'zod';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  /** `local` or `s3`, for the system status. */
  readonly kind: 'local' | 's3';
  /** Keeps `bytes` under `key`, replacing what was there; a reader sees the old file or the new one, never a part. */
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under `key`; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key lies under the folder `prefix` (`accounts/42` takes `accounts/42/…`, never `accounts/420/…`) and counts them. */
  deleteUnder(prefix: string): Promise<number>;
  /** Closes the connections it holds. */
  close(): Promise<void>;
}

export type FileStoreErrorCode =
  /** The key breaks the rules of FileKey. */
  | 'invalid_file_key'
  /** The local store cannot keep a key that is also a folder of other keys (`a/b` beside `a/b/c`). */
  | 'file_key_conflict'
  /** An S3 store was given one of its two access keys. */
  | 'incomplete_s3_credentials'
  /** The bucket refused to delete some of the files `deleteUnder` listed. */
  | 'files_not_deleted';

export class FileStoreError extends Error {
  override name = 'FileStoreError';

  constructor(
    readonly code: FileStoreErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const MAX_KEY_LENGTH = 512;

/** Room for the local store's own suffixes within the 255 bytes a file name may have. */
const MAX_SEGMENT_LENGTH = 200;

/**
 * A key is a relative path of segments made of letters, digits, '.', '_' and '-', so the same key is a safe file path
 * on every system and a plain S3 object name; '.' and '..' are refused so no key climbs out of the store's folder.
 */
export const FileKey = z
  .string()
  .max(MAX_KEY_LENGTH)
  .regex(new RegExp(`^[A-Za-z0-9._-]{1,${MAX_SEGMENT_LENGTH}}(/[A-Za-z0-9._-]{1,${MAX_SEGMENT_LENGTH}})*$`))
  .refine((key) => key.split('/').every((segment) => segment !== '.' && segment !== '..'));

/** `key` when it is a valid file key; throws FileStoreError `invalid_file_key` otherwise. */
export function checkFileKey(key: string): string {
  if (FileKey.safeParse(key).success) return key;
  const text = String(key);
  const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  throw new FileStoreError(
    'invalid_file_key',
    `"${shown}" is not a file key: use segments of letters, digits, '.', '_' and '-' joined by '/', without a leading '/', '.' or '..' segments, at most ${MAX_SEGMENT_LENGTH} characters between two '/' and ${MAX_KEY_LENGTH} in all.`,
  );
}
