import type { FastifyRequest } from 'fastify';
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
