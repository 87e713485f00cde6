import sharp from 'sharp';

/** The grey copy the hash is read from. */
const SIZE = 32;
/** The lowest 8×8 frequencies of its cosine transform make the 64 bits. */
const LOW = 8;
/** Below this spread of grey (0–255) the picture is flat: every flat picture would match it. */
const FLAT_SPREAD = 8;

const COSINES = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/**
 * The photo's 64-bit perceptual hash (the DCT "pHash"): the picture in grey, squeezed to 32×32
 * whatever its shape, its 64 lowest frequencies, each bit whether that frequency is above their
 * median. Re-encoding and resizing move a few bits; a different photo about half
 * (docs/decisions/0045-possible-duplicates.md has the measurements). The whole picture is read
 * (no shrink-on-load), so a small copy and a large one are reduced alike. As a signed 64-bit
 * integer, as PostgreSQL's bigint keeps it; null for a flat picture.
 */
export async function photoHashOf(image: Buffer): Promise<bigint | null> {
  const grey = await sharp(image, { failOn: 'none' })
    .rotate()
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill', kernel: 'lanczos3', fastShrinkOnLoad: false })
    .raw()
    .toBuffer();
  let low = 255;
  let high = 0;
  for (const value of grey) {
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  if (high - low < FLAT_SPREAD) return null;
  // Separable transform: the rows' low frequencies first, then the columns' of those.
  const rows = Array.from({ length: SIZE }, (_, y) =>
    COSINES.map((cosine) => cosine.reduce((sum, c, x) => sum + c * grey[y * SIZE + x]!, 0)),
  );
  const coefficients: number[] = [];
  for (let u = 0; u < LOW; u += 1)
    for (let v = 0; v < LOW; v += 1) coefficients.push(COSINES[u]!.reduce((sum, c, y) => sum + c * rows[y]![v]!, 0));
  // The median leaves out the mean brightness (the first coefficient), which says nothing of the picture.
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
