// The parts of s3rver (a local S3-compatible server, used by the storage tests) that the tests use.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: unknown[] }[];
    });
    run(): Promise<import('node:net').AddressInfo>;
    close(): Promise<void>;
  }
}
