import type { FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Tokens travel in query strings (SPEC's way), as do a private photo's access token and an
 * unsubscribe link's code; none of them reaches the log.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access|code)=)[^&#]*/gi, '$1[redacted]');
}

/** The app's logger options (Fastify builds its logger from them): what is redacted, and how a request reads. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

/**
 * A logger for work outside a request (start-up, the command-line tools), with the app's own
 * options: whatever it is handed, a token or password is redacted exactly as in a request's log.
 */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}

/** The levels at which a request's line is written. */
const REQUEST_LEVELS = new Set(['info', 'debug', 'trace']);

/**
 * One line per request, once answered: method, address (tokens redacted), status and time. A
 * server error is logged where it happens, with its cause; this line only says it was answered.
 */
export async function logRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!REQUEST_LEVELS.has(request.log.level)) return;
  request.log.info(
    {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    },
    'request completed',
  );
}
