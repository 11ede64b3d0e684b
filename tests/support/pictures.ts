/**
 * Picture files for upload tests, made here rather than kept as binaries: real JPEG, PNG and WebP pictures, a JPEG
 * carrying a GPS position in its EXIF, a JPEG cut in half, a PNG "bomb" whose header declares 50,000 x 50,000 pixels,
 * and files that only pretend to be pictures.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo as a phone takes it: noisy (so it does not compress to nothing) and with where it was taken. */
export const jpegWithGps = (width = 640, height = 480): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Rahim Uddin' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();

/** EXIF's pointer to the GPS block (tag 0x8825), in either byte order. */
export const carriesGps = (exif: Buffer | undefined): boolean =>
  exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

export const png = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#0a0' } })
    .png()
    .toBuffer();

export const webp = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#00a' } })
    .webp()
    .toBuffer();

/** A real JPEG cut in half, as an interrupted upload leaves it. */
export const truncatedJpeg = async (): Promise<Buffer> => {
  const whole = await jpegWithGps();
  return whole.subarray(0, Math.floor(whole.length / 2));
};

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A few hundred bytes whose header declares a 50,000 x 50,000 greyscale picture (2.5 gigapixels): a correct PNG as far
 * as its header goes, which a decoder without a pixel limit would try to unpack.
 */
export function pngBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample; colour type, compression, filter and interlace stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

export const html = (): Buffer => Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** A report as the web app sends it with photos: the JSON text part "report" and one file part "photos" each. */
export function reportForm(
  report: unknown,
  photos: readonly { bytes: Buffer; name: string; type?: string }[],
  extra: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.append('report', typeof report === 'string' ? report : JSON.stringify(report));
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  for (const { bytes, name, type } of photos) {
    form.append('photos', new Blob([new Uint8Array(bytes)], { type: type ?? 'image/jpeg' }), name);
  }
  return form;
}
