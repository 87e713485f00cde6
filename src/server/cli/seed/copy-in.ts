import type pg from 'pg';

/** What `pg`'s connection offers for COPY FROM STDIN, which its type declarations leave out. */
interface CopyConnection extends pg.Connection {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** Data goes to the server in messages of this size; one per batch would be copied whole. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Runs `COPY ... FROM STDIN` with data already at hand, on one client of the pool: a query object
 * of the kind `pg`'s client runs itself (the `submit` interface pg-cursor is built on). When the
 * server asks for the rows, all of them are handed to the socket at once, so nothing is left
 * waiting on the socket if the server refuses them half way. pg-copy-streams, which streams them,
 * then writes to a connection it has already let go of and stops the process with a TypeError
 * (its issue #171); a clash with an existing member is a normal way for the seed's COPY to fail.
 *
 * Answers the rows written, once the server has committed them; rejects with the server's error.
 */
export function copyIn(client: pg.PoolClient, statement: string, data: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    const query: pg.Submittable & Record<string, unknown> = {
      submit: (connection) => connection.query(statement),
      handleCopyInResponse(connection: CopyConnection) {
        for (let at = 0; at < data.length; at += CHUNK_BYTES) connection.sendCopyFromChunk(data.subarray(at, at + CHUNK_BYTES));
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
