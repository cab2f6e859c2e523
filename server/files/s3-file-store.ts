// The S3 FileStore (FILE_STORE=s3://bucket), through @aws-sdk/client-s3: AWS itself, or any S3-compatible service
// (MinIO, R2) at S3_ENDPOINT. The bucket is made and given its access rules outside the store; it stays private.
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStore, StoredFile } from './file-store';
import { checkFileKey, FileStoreError } from './file-store';

export interface S3FileStoreSettings {
  bucket: string;
  /** S3_ENDPOINT, for a service other than AWS: `http://127.0.0.1:9000` (MinIO), `https://<account>.r2.cloudflarestorage.com`. */
  endpoint?: string;
  region: string;
  /** Both keys, or neither to let the SDK find credentials itself (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name, as MinIO expects. */
  forcePathStyle: boolean;
}

export class S3FileStore implements FileStore {
  readonly kind = 's3';
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(settings: S3FileStoreSettings) {
    const { accessKeyId, secretAccessKey } = settings;
    if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
      throw new FileStoreError(
        'incomplete_s3_credentials',
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK’s own credentials.',
      );
    }
    this.#bucket = settings.bucket;
    this.#client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint === undefined
        ? {}
        : {
            endpoint: settings.endpoint,
            // Other services than AWS do not all accept the checksums the SDK adds by default; send them only where
            // the S3 API requires them.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }),
      ...(accessKeyId !== undefined && secretAccessKey !== undefined ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }

  async put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: checkFileKey(key), Body: bytes, ContentType: options.contentType }));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: checkFileKey(key) }));
      if (object.Body === undefined) return undefined;
      return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      // Only a missing object: a missing bucket or a refused request is an error the operator must see.
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: checkFileKey(key) }));
  }

  async deleteUnder(prefix: string): Promise<number> {
    const folder = `${checkFileKey(prefix)}/`;
    let count = 0;
    let continuationToken: string | undefined;
    do {
      const page = await this.#client.send(new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: folder, ContinuationToken: continuationToken }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [{ Key: object.Key }]));
      if (keys.length > 0) {
        // A page holds at most 1,000 keys, as many as one DeleteObjects request takes.
        const result = await this.#client.send(new DeleteObjectsCommand({ Bucket: this.#bucket, Delete: { Objects: keys, Quiet: true } }));
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new FileStoreError(
            'files_not_deleted',
            `The bucket refused to delete ${failed.length} of the files under "${prefix}" (${first?.Key ?? '?'}: ${first?.Code ?? '?'} ${first?.Message ?? ''}); run the erasure again.`,
          );
        }
        count += keys.length;
      }
      continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
    return count;
  }

  close(): Promise<void> {
    this.#client.destroy();
    return Promise.resolve();
  }
}
