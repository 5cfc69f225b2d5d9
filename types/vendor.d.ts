// Declarations for packages that ship no types.
declare module 'asl-validator' {
  const validate: (definition: unknown) => { isValid: boolean; errors: unknown[]; errorsText?: () => string };
  export default validate;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
