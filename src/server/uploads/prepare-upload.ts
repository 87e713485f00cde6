import type { UploadType } from '../../contract/uploads.js';
import { unsupported } from '../http/errors.js';
import { detectFormat, type FileFormat } from './detect-format.js';
import { withImageSlot } from './image-queue.js';
import { blurredKey, documentKey, markedKey, markedKeysOf, newFileId, photoKey, sizedKeysOf, thumbnailKey } from './file-names.js';
import { reencodeDocumentImage, reencodePhoto } from './re-encode.js';

/**
 * No SVG: rendering one runs a member's vector program in the server (nested `<use>` can take a
 * minute of CPU, `<image>` can smuggle a huge bitmap past the pixel limit), and a photo of a
 * person never needs to be vector art.
 */
const PHOTO_FORMATS = ['png', 'jpeg', 'gif'] as const;
const DOCUMENT_FORMATS = ['png', 'jpeg', 'pdf'] as const;

function isOneOf<T extends FileFormat>(format: FileFormat | null, allowed: readonly T[]): format is T {
  return (allowed as readonly (FileFormat | null)[]).includes(format);
}

/** What will be stored for one upload: the files under fresh keys and the row that records them. */
export interface PreparedUpload {
  kind: 'photo' | 'document';
  fileKey: string;
  thumbKey?: string;
  blurKey?: string;
  markKey?: string;
  contentType: string;
  files: { key: string; body: Buffer }[];
}

/**
 * Turns the bytes a member sent into what we keep. The format is read from the bytes alone;
 * images are always re-encoded, so nothing a member sent is served as it came except a PDF,
 * which is only ever served privately. A photo's marked copies, which other members are served,
 * carry `profileNumber` (the uploader's).
 */
export async function prepareUpload(type: UploadType, bytes: Buffer, profileNumber: string): Promise<PreparedUpload> {
  const format = await detectFormat(bytes);
  const id = newFileId();
  if (type === 'profilePhoto') {
    if (!isOneOf(format, PHOTO_FORMATS)) throw unsupported('PHOTO_FORMAT');
    const { image, thumbnail, sized, blurred, marked } = await withImageSlot(() => reencodePhoto(bytes, format, profileNumber));
    const fileKey = photoKey(id);
    const thumbKey = thumbnailKey(id);
    // The blurred copy gets an id of its own: its address must not lead to the photo's.
    const blurKey = blurredKey(newFileId());
    // So does the marked one: it is served under the photo's own addresses, never its own.
    const markKey = markedKey(newFileId());
    const [markThumb, ...markSized] = markedKeysOf(markKey).slice(1);
    return {
      kind: 'photo',
      fileKey,
      thumbKey,
      blurKey,
      markKey,
      contentType: 'image/jpeg',
      files: [
        { key: fileKey, body: image },
        { key: thumbKey, body: thumbnail },
        // The thumbnail's smaller copies are named after it, so the row need not list them.
        ...sizedKeysOf(thumbKey).map(({ width, key }) => ({ key, body: sized.find((copy) => copy.width === width)!.body })),
        { key: blurKey, body: blurred },
        { key: markKey, body: marked.image },
        { key: markThumb!, body: marked.thumbnail },
        ...markSized.map((key, i) => ({ key, body: marked.sized[i]!.body })),
      ],
    };
  }
  if (!isOneOf(format, DOCUMENT_FORMATS)) throw unsupported('DOCUMENT_FORMAT');
  if (format === 'pdf') {
    const fileKey = documentKey(id, 'pdf');
    return { kind: 'document', fileKey, contentType: 'application/pdf', files: [{ key: fileKey, body: bytes }] };
  }
  const fileKey = documentKey(id, 'jpg');
  const image = await withImageSlot(() => reencodeDocumentImage(bytes, format));
  return { kind: 'document', fileKey, contentType: 'image/jpeg', files: [{ key: fileKey, body: image }] };
}
