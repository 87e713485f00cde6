import { createServer, type IncomingHttpHeaders } from 'node:http';

interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandIn {
  url: string;
  requests: GatewayRequest[];
  /** The next answers the stand-in gives instead of its documented success. */
  failNext(answer: { status: number; body: unknown }): void;
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown };

/** A local HTTP server answering as a gateway's documented API does; it keeps every request. */
async function startStandIn(answer: (request: GatewayRequest) => Answer): Promise<StandIn> {
  const requests: GatewayRequest[] = [];
  const failures: Answer[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const reply = failures.shift() ?? answer(request);
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (reply) => void failures.push(reply),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * MSG91's Flow API as documented: `POST /api/v5/flow` with the `authkey` header and a JSON body
 * of `template_id` and `recipients`; `{ type: "success", message: <request id> }`, or
 * `{ type: "error", message }` for a wrong key.
 */
export function startMsg91StandIn(authKey: string): Promise<StandIn> {
  let sent = 0;
  return startStandIn((request) => {
    if (request.method !== 'POST' || request.path !== '/api/v5/flow') return { status: 404, body: { type: 'error', message: 'Not found' } };
    if (request.headers.authkey !== authKey) return { status: 401, body: { type: 'error', message: 'Authentication failure' } };
    sent += 1;
    return { status: 200, body: { type: 'success', message: `3763646c${String(sent).padStart(16, '0')}` } };
  });
}

/**
 * Twilio's Messages resource as documented: `POST /2010-04-01/Accounts/{Sid}/Messages.json` with
 * HTTP basic auth and a form body; 201 with the message resource (`sid` SM…), or a 4xx with
 * Twilio's `code`, `message`, `more_info` and `status`.
 */
export function startTwilioStandIn(accountSid: string, authToken: string): Promise<StandIn> {
  let sent = 0;
  return startStandIn((request) => {
    if (request.method !== 'POST' || request.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
    }
    if (request.headers.authorization !== `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`) {
      return {
        status: 401,
        body: { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 },
      };
    }
    const form = new URLSearchParams(request.body);
    sent += 1;
    return {
      status: 201,
      body: {
        sid: `SM${String(sent).padStart(32, '0')}`,
        account_sid: accountSid,
        to: form.get('To'),
        from: form.get('From'),
        messaging_service_sid: form.get('MessagingServiceSid'),
        body: form.get('Body'),
        status: 'queued',
      },
    };
  });
}
