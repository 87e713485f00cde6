import { uploads } from './schema.js';

export interface RemovedUpload {
  fileKey: string;
  thumbKey: string | null;
  blurKey: string | null;
  markKey: string | null;
}

/** What a deletion of uploads hands back: every file each of them has. */
export const removedFiles = { fileKey: uploads.fileKey, thumbKey: uploads.thumbKey, blurKey: uploads.blurKey, markKey: uploads.markKey };
