import sharp from 'sharp';
import { DomainError } from '../../domain/shared/errors.ts';
import type { PhotoNarrower, PhotoProcessor } from '../../application/shared/ports.ts';

/** What the file's own bytes say it is; its name and the Content-Type it came with are not asked. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Wide enough for a full-width card on a large screen; anything wider is scaled down. */
export const MAX_PHOTO_WIDTH = 1600;
/** A small file that unpacks into a vast picture is refused before it is decoded (40 megapixels). */
const MAX_PIXELS = 40_000_000;

const invalid = () => new DomainError('APARTMENT.PHOTO_INVALID', 'That file is not a JPEG, PNG or WebP picture');

/**
 * Re-encodes every upload as WebP: turned upright as its camera said, at most MAX_PHOTO_WIDTH wide, and without any
 * of its metadata (sharp writes none unless asked), so a phone's GPS position never reaches the public page.
 */
export class SharpPhotoProcessor implements PhotoProcessor, PhotoNarrower {
  async prepare(
    bytes: Uint8Array,
    refusal: () => Error = invalid,
  ): Promise<{ bytes: Uint8Array; contentType: string }> {
    const options = { failOn: 'error', limitInputPixels: MAX_PIXELS } as const;
    try {
      const { format } = await sharp(bytes, options).metadata();
      if (!format || !ACCEPTED.has(format)) throw refusal();
      const out = await sharp(bytes, options)
        .rotate()
        .resize({ width: MAX_PHOTO_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return { bytes: new Uint8Array(out), contentType: 'image/webp' };
    } catch {
      throw refusal();
    }
  }

  async narrower(bytes: Uint8Array, width: number): Promise<{ bytes: Uint8Array; contentType: string }> {
    const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes: new Uint8Array(out), contentType: 'image/webp' };
  }
}
