import { fileTypeFromBuffer } from 'file-type';

export type FileFormat = 'png' | 'jpeg' | 'gif' | 'svg' | 'pdf';

/**
 * file-type's names for what we accept. Animated PNG is still a PNG (its first frame is kept),
 * and phone cameras often write JPEGs with a multi-picture segment that file-type calls MPO.
 */
const BY_EXTENSION: Record<string, FileFormat> = { png: 'png', apng: 'png', jpg: 'jpeg', mpo: 'jpeg', gif: 'gif' };

/** Enough to get past an XML declaration, comments and a doctype with an entity subset. */
const SVG_SNIFF_BYTES = 8 * 1024;
const PROLOG_ITEM = /^\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^[>]*(?:\[[\s\S]*?\]\s*)?>)/i;

/**
 * SVG is text, which file-type does not recognise (at best it says XML). It counts as SVG when
 * the document's root element is `<svg`, after any XML prolog; a text file that merely mentions
 * svg somewhere does not.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, SVG_SNIFF_BYTES).toString('utf8');
  if (head.includes('\u0000')) return false;
  let rest = head.replace(/^\uFEFF/, '');
  for (let item = PROLOG_ITEM.exec(rest); item; item = PROLOG_ITEM.exec(rest)) rest = rest.slice(item[0].length);
  return /^\s*<svg[\s>/]/.test(rest);
}

/** What the bytes are, whatever the file was called or declared as; null for anything else. */
export async function detectFormat(bytes: Buffer): Promise<FileFormat | null> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const format = BY_EXTENSION[detected.ext];
    if (format) return format;
    if (detected.ext !== 'xml') return null;
  }
  return looksLikeSvg(bytes) ? 'svg' : null;
}
