// Chooses the FileStore the configuration asks for: the local folder by default, an S3 bucket with FILE_STORE=s3://….
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import type { S3FileStoreSettings } from './s3-file-store';
import { S3FileStore } from './s3-file-store';

export type FileStoreSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3FileStoreSettings);

export function createFileStore(settings: FileStoreSettings): FileStore {
  switch (settings.kind) {
    case 'local':
      return new LocalFileStore({ dir: settings.dir });
    case 's3':
      return new S3FileStore(settings);
  }
}
