// The part of @20minutes/s3rver (a fake S3 server, for the FileStore contract test) that the test uses; the fork ships
// no types of its own.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    /** 0 for a free port. */
    port?: number;
    silent?: boolean;
    /** Where the fake keeps its buckets. */
    directory?: string;
    resetOnClose?: boolean;
    /** Accepts a request whose signature differs from the one it computes (an unknown access key is still refused). */
    allowMismatchedSignatures?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
