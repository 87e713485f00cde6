import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES } from '../../contract/limits.js';
import type { ErrorCode } from '../../contract/errors.js';
import { UPLOAD_TYPES, type UploadType } from '../../contract/uploads.js';
import { AppError, badRequest, tooLarge } from '../http/errors.js';

const MAX_BYTES: Record<UploadType, number> = { profilePhoto: PHOTO_MAX_BYTES, document: DOCUMENT_MAX_BYTES };
const TOO_BIG: Record<UploadType, ErrorCode> = { profilePhoto: 'PHOTO_TOO_BIG', document: 'DOCUMENT_TOO_BIG' };
/** Nothing bigger than the larger limit is ever held in memory, whichever type is named. */
const HARD_CAP = Math.max(...Object.values(MAX_BYTES));

export interface UploadForm {
  type: UploadType;
  bytes: Buffer;
}

/** Multipart's own errors in this call's words; anything else from the parser is a malformed body. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest('ONE_FILE');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('TOO_MANY_PARTS');
  return badRequest('UNREADABLE_FORM');
}

function isUploadType(value: string): value is UploadType {
  return (UPLOAD_TYPES as readonly string[]).includes(value);
}

/**
 * Reads `type` and one file, in either order. The file is buffered up to the hard cap and the
 * rest of an oversized one is discarded unread, so the type that may follow it is still seen
 * and the answer can name the right limit. The file field may have any name: SPEC names none.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest('NOT_MULTIPART');
  const types: string[] = [];
  let bytes: Buffer | undefined;
  let overCap = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: HARD_CAP, files: 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'type') types.push(String(part.value).trim());
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) overCap = true;
      else bytes = Buffer.concat(chunks);
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') overCap = true;
    else throw formError(error);
  }

  if (types.length === 0) throw badRequest('UPLOAD_TYPE_MISSING');
  if (types.length > 1) throw badRequest('UPLOAD_TYPE_TWICE');
  const type = types[0]!;
  if (!isUploadType(type)) throw badRequest('UPLOAD_TYPE_INVALID');
  if (overCap || (bytes && bytes.length > MAX_BYTES[type])) throw tooLarge(TOO_BIG[type]);
  if (!bytes) throw badRequest('FILE_MISSING');
  if (bytes.length === 0) throw badRequest('FILE_EMPTY');
  return { type, bytes };
}
