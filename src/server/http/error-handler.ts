import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { englishMessage } from '../../contract/messages.js';
import { AppError } from './errors.js';

function fail(message: string, issues?: { path: string; message: string }[]) {
  return { success: false as const, data: issues ? { message, issues } : { message } };
}

/** Plain words for Fastify's own client errors, which would otherwise leak internal codes. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_PARTS_LIMIT: 'Too many parts in the upload',
  FST_FILES_LIMIT: 'Send one file at a time',
  FST_FIELDS_LIMIT: 'Too many fields in the upload',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the upload as multipart/form-data',
};

/**
 * Bad input is always a 4xx with a clear message and never a 500; only real faults are logged
 * as errors, and their details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: englishMessage(v.message ?? 'Invalid value'),
      }));
      const first = issues[0];
      return reply.status(400).send(fail(first?.message ?? 'Invalid request', issues));
    }
    if (error instanceof AppError) return reply.status(error.statusCode).send(fail(error.message));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(fail('Something went wrong'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad request';
      return reply.status(status).send(fail(message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail('Something went wrong'));
  });
}
