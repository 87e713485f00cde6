import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/**
 * JSON bodies: an empty body counts as no body (SPEC's client posts some calls with none), and
 * a malformed one is a clear 400.
 */
export function registerJsonParser(app: FastifyInstance): void {
  // Every call takes JSON (or multipart for uploads); plain text is refused with a 415.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('INVALID_JSON'), undefined);
    }
  });
}
