import { uploadFile as upload } from '../../../contract/endpoints/uploads.js';
import type { UploadResponse, UploadType } from '../../../contract/uploads.js';
import { checkAnswer } from '../../lib/answer-check.js';
import { addressOf, ApiError, csrfHeaders, messageOf, noticeRejectedSession, sessionMark } from '../../lib/api.js';

/**
 * Uploads one file with XMLHttpRequest rather than fetch: only XHR reports upload progress,
 * which a phone on a slow network needs to see. Fields go `type` first, then `file`, so the
 * server knows what it receives before the bytes arrive.
 */
export function uploadFile(file: File, type: UploadType, onProgress: (fraction: number) => void): Promise<UploadResponse['response_data']> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('type', type);
    form.append('file', file, file.name);
    const sent = sessionMark('user');
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, addressOf(upload));
    // The member's session goes in its cookie, as with every call of this origin.
    for (const [name, value] of Object.entries(csrfHeaders(upload.path, upload.method))) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = xhr.response as UploadResponse | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        // In development and tests, an answer that breaks the contract fails the upload (answer-check.ts).
        checkAnswer(upload, body).then(() => {
          onProgress(1);
          resolve(body.response_data);
        }, reject);
      } else {
        noticeRejectedSession('user', sent, xhr.status);
        reject(new ApiError(xhr.status, body, messageOf(body)));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, null, 'network')));
    xhr.addEventListener('timeout', () => reject(new ApiError(0, null, 'timeout')));
    xhr.timeout = 120_000;
    xhr.send(form);
  });
}
