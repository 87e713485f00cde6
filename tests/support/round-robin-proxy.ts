import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** Requests each backend has been sent and not yet answered, by its address. */
  inFlight(backend: string): number;
  /**
   * The requests the proxy answered itself (502) because their backend dropped them, by backend:
   * each one had reached it (a refused connection is tried on the next backend instead).
   */
  dropped(): string[];
  close(): Promise<void>;
}

/**
 * A load balancer for tests, as nginx's `proxy_next_upstream error` behaves: each request goes to
 * the next backend in turn; a backend that refuses the connection (not started, or gone) is
 * skipped and the request tried on the next, since nothing reached it; a backend that drops a
 * request it already took gets 502 from the proxy, which cannot know whether it was done. It adds
 * the client's address to `X-Forwarded-For`, the way the servers' `TRUST_PROXY` expects.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<Proxy> {
  let next = 0;
  const dropped: string[] = [];
  const inFlight = new Map(backends.map((backend) => [backend, 0]));

  function send(incoming: IncomingMessage, body: Buffer, response: ServerResponse, refused: string[]) {
    // The next in turn, passing over the backends that refused this request already.
    let backend = backends[next++ % backends.length]!;
    while (refused.includes(backend)) backend = backends[next++ % backends.length]!;
    const target = new URL(incoming.url ?? '/', backend);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    inFlight.set(backend, inFlight.get(backend)! + 1);
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      inFlight.set(backend, inFlight.get(backend)! - 1);
    };
    const outgoing = forward(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host, 'x-forwarded-for': forwardedFor }, agent: false },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('end', settle);
        answer.on('error', () => {
          settle();
          response.destroy();
        });
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      settle();
      if (error.code === 'ECONNREFUSED' && refused.length + 1 < backends.length)
        return send(incoming, body, response, [...refused, backend]);
      if (response.headersSent) return response.destroy();
      dropped.push(backend);
      response.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
    });
    outgoing.end(body);
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => send(incoming, Buffer.concat(chunks), response, []));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    inFlight: (backend) => inFlight.get(backend) ?? 0,
    dropped: () => [...dropped],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
