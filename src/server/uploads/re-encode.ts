import sharp, { type OutputInfo, type SharpOptions } from 'sharp';
import { PHOTO_MAX_SIDE, THUMB_SIDE } from '../../contract/limits.js';
import {
  PHOTO_WIDTHS,
  PORTRAIT_HEIGHT_PER_WIDTH,
  PORTRAIT_WIDTHS,
  type PhotoWidth,
  type PortraitWidth,
} from '../../contract/photo-sizes.js';
import { badRequest } from '../http/errors.js';
import type { FileFormat } from './detect-format.js';
import { markSvg } from './photo-mark.js';

/**
 * Decompression bombs: a few kilobytes can declare a huge canvas. Fifty megapixels still admits
 * the largest phone camera photos; libvips refuses anything bigger before decoding it.
 */
const MAX_INPUT_MEGAPIXELS = 50;
/** A pathological file must not hold the image slot for long. */
const MAX_SECONDS = 20;

const TOO_MANY_PIXELS = `The image is too large: at most ${MAX_INPUT_MEGAPIXELS} megapixels`;

export type ImageFormat = Exclude<FileFormat, 'pdf' | 'svg'>;

const PHOTO_QUALITY = 82;
/** Identity documents carry small print, so they keep a little more detail than photos. */
const DOCUMENT_QUALITY = 88;
const THUMB_QUALITY = 70;

const INPUT_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_MEGAPIXELS * 1_000_000, pages: 1 };

function clientError(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? badRequest('IMAGE_TOO_LARGE', TOO_MANY_PIXELS) : badRequest('IMAGE_UNREADABLE');
}

/**
 * Decodes whatever was sent and writes a fresh JPEG: EXIF orientation applied, every piece of
 * metadata (EXIF, GPS, XMP, ICC) left behind, as sharp does unless told to keep it; transparency
 * on white, since JPEG has none; animations reduced to their first frame; never enlarged.
 */
async function toJpeg(bytes: Buffer, format: ImageFormat, quality: number): Promise<Buffer> {
  try {
    return await sharp(bytes, INPUT_OPTIONS)
      .timeout({ seconds: MAX_SECONDS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw clientError(error);
  }
}

/** A card picture `width` pixels wide, from the square thumbnail's pixels. */
export interface SizedCopy {
  width: PhotoWidth;
  body: Buffer;
}

type Square = { data: Buffer; info: OutputInfo };

/**
 * The square the card pictures are cut from, cropped to what the eye goes to rather than the
 * middle; kept as raw pixels, so every size is encoded once from the same crop.
 */
async function squareOf(jpeg: Buffer): Promise<Square> {
  try {
    return await sharp(jpeg)
      .timeout({ seconds: MAX_SECONDS })
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw clientError(error);
  }
}

function webpOf(square: Square, width: number): Promise<Buffer> {
  const image = sharp(square.data, { raw: square.info });
  return (width === THUMB_SIDE ? image : image.resize(width, width)).webp({ quality: THUMB_QUALITY }).toBuffer();
}

const sizedOf = (square: Square) =>
  Promise.all(PHOTO_WIDTHS.map(async (width): Promise<SizedCopy> => ({ width, body: await webpOf(square, width) })));

/**
 * The smaller card pictures of a photo stored before they were made, cut exactly as they would
 * have been at upload.
 */
export async function sizedCopiesOf(jpeg: Buffer): Promise<SizedCopy[]> {
  return sizedOf(await squareOf(jpeg));
}

/** The copies other members are served: the photo, its thumbnail and the smaller copies, each with the mark drawn at its size. */
export interface MarkedCopies {
  image: Buffer;
  thumbnail: Buffer;
  sized: SizedCopy[];
}

async function markedOf(image: Buffer, square: Square, profileNumber: string): Promise<MarkedCopies> {
  const { width, height } = await sharp(image).metadata();
  const markedImage = sharp(image)
    .composite([{ input: markSvg(width, height, profileNumber), top: 0, left: 0 }])
    .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
    .toBuffer();
  // Drawn on each size rather than shrunk with the picture, so it stays legible on a card.
  const markedSquare = async (side: number) => {
    const pixels = await (
      side === THUMB_SIDE ? sharp(square.data, { raw: square.info }) : sharp(square.data, { raw: square.info }).resize(side, side)
    )
      .composite([{ input: markSvg(side, side, profileNumber), top: 0, left: 0 }])
      .webp({ quality: THUMB_QUALITY })
      .toBuffer();
    return pixels;
  };
  const [marked, thumbnail, sized] = await Promise.all([
    markedImage,
    markedSquare(THUMB_SIDE),
    Promise.all(PHOTO_WIDTHS.map(async (side): Promise<SizedCopy> => ({ width: side, body: await markedSquare(side) }))),
  ]);
  return { image: marked, thumbnail, sized };
}

/**
 * The marked copies of a photo stored before they were made (or whose making failed), cut from
 * the stored photo exactly as at upload.
 */
export async function markedCopiesOf(jpeg: Buffer, profileNumber: string): Promise<MarkedCopies> {
  return markedOf(jpeg, await squareOf(jpeg), profileNumber);
}

export async function reencodePhoto(
  bytes: Buffer,
  format: ImageFormat,
  profileNumber: string,
): Promise<{ image: Buffer; thumbnail: Buffer; sized: SizedCopy[]; blurred: Buffer; marked: MarkedCopies }> {
  const image = await toJpeg(bytes, format, PHOTO_QUALITY);
  const square = await squareOf(image);
  const [thumbnail, sized, blurred, marked] = await Promise.all([
    webpOf(square, THUMB_SIDE),
    sizedOf(square),
    blurredOf(image),
    markedOf(image, square, profileNumber),
  ]);
  return { image, thumbnail, sized, blurred, marked };
}

/** A portrait copy of a photo `width` pixels wide. */
export interface PortraitCopy {
  width: PortraitWidth;
  body: Buffer;
}

/** The portrait copies are the page's largest picture, so they keep a little more than the card's. */
const PORTRAIT_QUALITY = 76;

/**
 * A photo's portrait copies: its 4:5 middle, as the profile page's box showed the whole photo
 * (object-fit: cover), in every width; never enlarged, so a small photo keeps its own size. Cut
 * from the marked photo, they carry its mark where it was drawn: inside that middle.
 */
export async function portraitsOf(jpeg: Buffer): Promise<PortraitCopy[]> {
  try {
    return await Promise.all(
      PORTRAIT_WIDTHS.map(async (width): Promise<PortraitCopy> => {
        const body = await sharp(jpeg, INPUT_OPTIONS)
          .timeout({ seconds: MAX_SECONDS })
          .resize(width, Math.round(width * PORTRAIT_HEIGHT_PER_WIDTH), { fit: 'cover', withoutEnlargement: true })
          .webp({ quality: PORTRAIT_QUALITY })
          .toBuffer();
        return { width, body };
      }),
    );
  } catch (error) {
    throw clientError(error);
  }
}

export function reencodeDocumentImage(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  return toJpeg(bytes, format, DOCUMENT_QUALITY);
}

/** Pixels across the smallest copy a blurred photo is made from: too few to hold a face. */
const BLUR_SOURCE_SIDE = 12;
const BLUR_QUALITY = 60;

/**
 * The copy members without access to a photo see: the photo shrunk to a few pixels, which
 * throws away every feature for good, then scaled back to the thumbnail's size and softened so
 * it reads as colour and shape only. Made by the server, so no browser ever holds the photo.
 */
export async function blurredOf(jpeg: Buffer): Promise<Buffer> {
  try {
    const tiny = await sharp(jpeg, INPUT_OPTIONS)
      .timeout({ seconds: MAX_SECONDS })
      .resize(BLUR_SOURCE_SIDE, BLUR_SOURCE_SIDE, { fit: 'cover', position: sharp.strategy.attention })
      .png()
      .toBuffer();
    return await sharp(tiny)
      .resize(THUMB_SIDE, THUMB_SIDE, { kernel: sharp.kernel.cubic })
      .blur(THUMB_SIDE / 25)
      .webp({ quality: BLUR_QUALITY })
      .toBuffer();
  } catch (error) {
    throw clientError(error);
  }
}
