// s3rver ships no types of its own: these are the few members tests/support/s3-server.ts uses.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default class S3rver {
    constructor(options: { silent?: boolean; directory?: string; configureBuckets?: { name: string }[] });
    /** Creates the buckets named in the options (in the directory), as `run` does before it listens. */
    configureBuckets(): Promise<unknown>;
    /** The request handler, for a server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
