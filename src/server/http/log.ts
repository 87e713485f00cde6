import type { FastifyRequest } from 'fastify';

/**
 * Tokens travel in query strings (SPEC's way), as do a private photo's access token and an
 * unsubscribe link's code; none of them reaches the log.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access|code)=)[^&#]*/gi, '$1[redacted]');
}

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
