import type { FastifyInstance } from 'fastify';
import { findUnprintable } from '../../contract/plain-text.js';
import { englishMessage } from '../../contract/messages.js';
import { badRequest } from './errors.js';

/**
 * JSON bodies: an empty body counts as no body (SPEC's client posts some calls with none), and
 * a malformed one, or one carrying characters that cannot be stored, is a clear 400.
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
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(badRequest('INVALID_JSON'), undefined);
      return;
    }
    // Whatever field it is in, a NUL or a lone surrogate would fail in the database as a 500, and a
    // bidi override would mislead a reader: refused for every call before any schema looks.
    if (findUnprintable(parsed) !== undefined) {
      done(badRequest('VALIDATION', englishMessage('validation.plainText')), undefined);
      return;
    }
    done(null, parsed);
  });
}
