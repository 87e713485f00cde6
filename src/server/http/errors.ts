import { ERRORS, type ErrorCode } from '../../contract/errors.js';

/**
 * Errors the services throw; the error handler turns them into
 * `{ success: false, data: { code, message } }`. The message defaults to the code's English.
 */
export class AppError extends Error {
  /** Seconds after which trying again may succeed, sent as Retry-After. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = ERRORS[code],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message?: string) => new AppError(400, code, message);
export const unauthorized = (code: ErrorCode = 'SESSION_EXPIRED', message?: string) => new AppError(401, code, message);
export const forbidden = (code: ErrorCode = 'FORBIDDEN', message?: string) => new AppError(403, code, message);
export const notFound = (code: ErrorCode = 'NOT_FOUND', message?: string) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message?: string) => new AppError(409, code, message);
export const tooLarge = (code: ErrorCode, message?: string) => new AppError(413, code, message);
export const unsupported = (code: ErrorCode, message?: string) => new AppError(415, code, message);
export const tooMany = (code: ErrorCode = 'RATE_LIMITED', message?: string) => new AppError(429, code, message);
/** A 429 whose cause ends at `until`: the answer says when to come back (Retry-After). */
export function tooManyUntil(code: ErrorCode, until: Date, now = new Date()): AppError {
  const error = new AppError(429, code);
  error.retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return error;
}
export const unavailable = (code: ErrorCode = 'UNAVAILABLE', message?: string) => new AppError(503, code, message);
