import type pg from 'pg';

/** What `pg`'s connection offers for COPY FROM STDIN that its type declarations leave out. */
interface CopyConnection extends pg.Connection {
  endCopyFrom(): void;
}

/** The data goes in CopyData messages of at most this size, each written from the caller's buffer. */
const CHUNK_BYTES = 1024 * 1024;
/** The protocol's CopyData message: 'd', then its length counting these four bytes. */
const COPY_DATA = 0x64;

/**
 * Runs `COPY ... FROM STDIN` with data already at hand, on one client of the pool: a query object
 * of the kind `pg`'s client runs itself (the `submit` interface pg-cursor is built on). When the
 * server asks for the rows, all of them are handed to the socket at once, so nothing is left
 * waiting on the socket if the server refuses them half way. pg-copy-streams, which streams them,
 * then writes to a connection it has already let go of and stops the process with a TypeError
 * (its issue #171); a clash with an existing member is a normal way for the seed's COPY to fail.
 *
 * Answers the rows written, once the server has committed them (and so has read all of `data`,
 * which the caller may then reuse); rejects with the server's error.
 */
export function copyIn(client: pg.PoolClient, statement: string, data: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    const query: pg.Submittable & Record<string, unknown> = {
      submit: (connection) => connection.query(statement),
      handleCopyInResponse(connection: CopyConnection) {
        // Straight to the socket: the driver's own CopyData call copies each chunk into a new buffer.
        for (let at = 0; at < data.length; at += CHUNK_BYTES) {
          const chunk = data.subarray(at, at + CHUNK_BYTES);
          const header = Buffer.allocUnsafe(5);
          header[0] = COPY_DATA;
          header.writeInt32BE(chunk.length + 4, 1);
          connection.stream.write(header);
          connection.stream.write(chunk);
        }
        connection.endCopyFrom();
      },
      handleCommandComplete(message: { text?: string }) {
        rows = Number(/^COPY (\d+)/.exec(message.text ?? '')?.[1] ?? 0);
      },
      // The client is ready for its next statement: the rows are committed.
      handleReadyForQuery: () => resolve(rows),
      // The client clears this query before saying so, and takes no statement until the server is ready.
      handleError: (error: Error) => reject(error),
    };
    void client.query(query);
  });
}
