import sharp from 'sharp';

/** Pixels per inch the photo is resized to: sharp in print, and a few tens of kilobytes. */
const DPI = 200;

/**
 * The photo as a JPEG of the size the page shows it at (`width` × `height` points) at 200 dpi,
 * cropped to fill that box, or undefined when the bytes are not an image sharp reads: a bad photo
 * leaves the photo out, it does not fail the biodata.
 */
export async function photoForPage(bytes: Buffer, width: number, height: number): Promise<Buffer | undefined> {
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate() // EXIF orientation, as a phone took it
      .resize(Math.round((width / 72) * DPI), Math.round((height / 72) * DPI), { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' }) // a PNG's transparency, on the page's white
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    return undefined;
  }
}
