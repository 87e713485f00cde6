import sharp from 'sharp';

/**
 * A picture that compresses like a camera photo (soft shapes of colour with fine grain), not
 * like a flat test card that any encoder squeezes to nothing: image budgets are only measured
 * honestly on such bytes. At the card thumbnail's size it weighs what a real portrait does
 * (about 21 KB as WebP). `seed` makes each one different and each run the same.
 */
export async function photoLike(seed: number, width = 1200, height = 1500): Promise<Buffer> {
  let state = seed * 2654435761 + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const [cols, rows] = [40, 50];
  const shapes = Buffer.alloc(cols * rows * 3);
  for (let i = 0; i < shapes.length; i += 1) shapes[i] = Math.floor(random() * 256);
  const smooth = await sharp(shapes, { raw: { width: cols, height: rows, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // The grain: for each byte the sum of three uniform draws (close to a bell curve), each a byte of
  // one xorshift32 step. Integer steps: a third of a second less per photo than three calls of
  // `random`, and the same spread.
  let bits = (seed * 2654435761 + 1) >>> 0 || 1;
  for (let i = 0; i < smooth.length; i += 1) {
    bits ^= bits << 13;
    bits ^= bits >>> 17;
    bits ^= bits << 5;
    const sum = (bits & 0xff) + ((bits >>> 8) & 0xff) + ((bits >>> 16) & 0xff);
    smooth[i] = Math.max(0, Math.min(255, smooth[i]! + ((sum + 1.5) / 256 - 1.5) * 40));
  }
  return sharp(smooth, { raw: { width, height, channels: 3 } })
    .blur(1)
    .jpeg({ quality: 90 })
    .toBuffer();
}
