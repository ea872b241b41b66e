import { createHash } from 'node:crypto';
import { limits } from '@job/contract';
import type { MessageId } from '@job/texts';
import sharp from 'sharp';

/** An upload that is not an image we take; its message, in the reader's words, is the answer's. */
export class ImageRejectedError extends Error {
  constructor(
    readonly messageId: Extract<MessageId, `validation.image${string}`>,
    readonly statusCode: 413 | 422,
  ) {
    super(`The image was refused: ${messageId}`);
  }
}

export interface StoredImage {
  /** `<content hash>.webp`. */
  name: string;
  data: Buffer;
}

// SVG is left out on purpose: it can carry scripts and is rendered by a different engine.
const acceptedFormats = new Set(['png', 'jpeg', 'webp', 'gif']);

/**
 * Decodes an upload and re-encodes it: turned upright, at most 512 px on its longest side, WebP,
 * without its metadata (sharp drops EXIF, GPS and ICC data unless asked to keep them).
 */
export async function toWebp(input: Buffer): Promise<StoredImage> {
  if (input.length > limits.imageMaxBytes) {
    throw new ImageRejectedError('validation.imageTooLarge', 413);
  }
  try {
    // failOn 'warning' refuses truncated or corrupt files instead of encoding half a picture.
    const image = sharp(input, { failOn: 'warning', limitInputPixels: 50_000_000 });
    const { format } = await image.metadata();
    if (!format || !acceptedFormats.has(format)) {
      throw new ImageRejectedError('validation.imageInvalid', 422);
    }
    const data = await image
      .rotate()
      .resize(limits.imageMaxSide, limits.imageMaxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const hash = createHash('sha256').update(data).digest('base64url').slice(0, 32);
    return { name: `${hash}.webp`, data };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    // sharp could not read it: not an image, or a broken one.
    throw new ImageRejectedError('validation.imageInvalid', 422);
  }
}

const dataUrlPattern = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/;

/** The bytes of a `data:image/...;base64,...` URL, as the reference client sent its image. */
export function decodeDataUrl(url: string): Buffer {
  const base64 = dataUrlPattern.exec(url)?.[1];
  if (!base64) throw new ImageRejectedError('validation.imageInvalid', 422);
  return Buffer.from(base64, 'base64');
}
