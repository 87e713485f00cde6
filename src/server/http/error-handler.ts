import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorCode } from '../../contract/errors.js';
import { englishMessage } from '../../contract/messages.js';
import { StoreUnavailableError } from '../storage/file-store.js';
import { AppError } from './errors.js';

interface Issue {
  path: string;
  message: string;
}

export function failureBody(code: ErrorCode, message: string = ERRORS[code], issues?: Issue[]) {
  return { success: false as const, data: issues ? { code, message, issues } : { code, message } };
}

/** Fastify's own client errors, which would otherwise leak its internal codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_REQ_FILE_TOO_LARGE: 'PHOTO_TOO_BIG',
  FST_PARTS_LIMIT: 'TOO_MANY_PARTS',
  FST_FILES_LIMIT: 'ONE_FILE',
  FST_FIELDS_LIMIT: 'TOO_MANY_PARTS',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'NOT_MULTIPART',
};

/**
 * Bad input is always a 4xx with a code and a clear message, never a 500; only real faults are
 * logged as errors, and then by class and code alone: a failed SQL statement's parameters hold
 * profiles and password hashes, which must never reach a log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: englishMessage(v.message ?? 'Invalid value'),
      }));
      return reply.status(400).send(failureBody('VALIDATION', issues[0]?.message, issues));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
      return reply.status(error.statusCode).send(failureBody(error.code, error.message));
    }
    // The bucket is down or refuses us (its cause is logged where it failed): try again later.
    if (error instanceof StoreUnavailableError) return reply.status(503).send(failureBody('STORAGE_UNAVAILABLE'));
    if (isResponseSerializationError(error)) {
      request.log.error({ fault: 'response did not match its schema', route: request.routeOptions.url }, 'request failed');
      return reply.status(500).send(failureBody('INTERNAL'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failureBody('RATE_LIMITED'));
    if (status >= 400 && status < 500) {
      const code = (error.code && FASTIFY_CODES[error.code]) || 'BAD_REQUEST';
      return reply.status(status).send(failureBody(code));
    }
    request.log.error(faultSummary(error), 'request failed');
    return reply.status(500).send(failureBody('INTERNAL'));
  });
}

/** What a log may keep of an unexpected error: its class, codes and the first stack frames. */
export function faultSummary(error: unknown) {
  const e = error as { name?: unknown; code?: unknown; constructor?: { name?: string }; stack?: unknown };
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => line.trimStart().startsWith('at '))
          .slice(0, 5)
      : [];
  return {
    fault: e.constructor?.name ?? 'Error',
    name: typeof e.name === 'string' ? e.name : undefined,
    code: typeof e.code === 'string' ? e.code : undefined,
    frames,
  };
}
