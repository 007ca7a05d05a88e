import { UPLOAD_LIMITS } from '@kg/shared/modules/garden/files';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../core/errors.ts';
import { serverBusy } from '../../core/worker-pool.ts';

/** Domain §9: images are JPG or PNG, 5 MB at most. */
export const IMAGE_MAX_BYTES = UPLOAD_LIMITS.imageMaxBytes;
export type ImageType = (typeof UPLOAD_LIMITS.imageTypes)[number];
/** The compressed copy fits in this box; the thumbnail in THUMB_BOX (2× the 150 px image box). */
const COMPRESS_BOX = UPLOAD_LIMITS.compressBox;
const THUMB_BOX = UPLOAD_LIMITS.thumbnailBox;
/** Refuse pixel bombs: a small file that decodes to a gigantic bitmap. */
const MAX_PIXELS = 50_000_000;

/** The type by content (magic bytes), never by the name or the declared type. */
export function sniffImage(buf: Buffer): { mime: ImageType; ext: 'jpg' | 'png' } | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', ext: 'png' };
  return null;
}

export interface ProcessedImage {
  mime: ImageType;
  ext: 'jpg' | 'png';
  width: number;
  height: number;
  /** The original as stored: turned upright by its EXIF orientation, every metadata block (EXIF, GPS, XMP, ICC) dropped. */
  original: Buffer;
  compress: Buffer;
  thumbnail: Buffer;
}

/**
 * The stored original: full size, upright, no metadata (a phone photo's EXIF carries the GPS of
 * where it was taken). A JPEG is re-encoded at a high quality; a PNG stays lossless.
 */
function encodeOriginal(img: Sharp, mime: ImageType): Promise<{ data: Buffer; info: OutputInfo }> {
  const out = mime === 'image/jpeg' ? img.jpeg({ quality: 92, mozjpeg: true }) : img.png({ compressionLevel: 9 });
  return out.toBuffer({ resolveWithObject: true });
}

function encode(img: Sharp, mime: ImageType, quality: number): Promise<Buffer> {
  // same format as the original, so one stored type serves all variants; metadata (EXIF, GPS) is dropped
  return mime === 'image/jpeg'
    ? img.jpeg({ quality, mozjpeg: true }).toBuffer()
    : img.png({ palette: true, quality, compressionLevel: 9, effort: 7 }).toBuffer();
}

/**
 * sharp decodes and encodes on libuv's threads, not the request thread (bench/image-load.ts: the
 * event loop's delay stays near 10 ms with eight 5 MB photos at once), so it needs no worker pool;
 * but those threads also serve file reads, so only a few images are processed at once and a few
 * more wait. Beyond that the upload gets 503 common-0504 (each waiting image holds up to 5 MB).
 */
const AT_ONCE = 2;
const MAX_WAITING = 16;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running++;
  else if (waiting.length >= MAX_WAITING) throw serverBusy();
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing image hands its turn over
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * Checks an uploaded image and makes its compressed copy and thumbnail (sharp/libvips):
 * the content must be JPEG or PNG (file-0008), decode fully (file-0010) and stay under the
 * pixel cap. Every stored form, the original included, is upright and without metadata.
 */
export async function processImage(buf: Buffer): Promise<ProcessedImage> {
  if (buf.length > IMAGE_MAX_BYTES) throw new AppError('file-0009');
  const kind = sniffImage(buf);
  if (!kind) throw new AppError('file-0008');
  return inTurn(() => encodeBoth(buf, kind));
}

async function encodeBoth(buf: Buffer, kind: { mime: ImageType; ext: 'jpg' | 'png' }): Promise<ProcessedImage> {
  const open = () => sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  try {
    const meta = await open().metadata();
    if (meta.format !== (kind.ext === 'jpg' ? 'jpeg' : 'png') || !meta.width || !meta.height) throw new AppError('file-0010');
    // rotate() first applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata)
    const [original, compress, thumbnail] = await Promise.all([
      encodeOriginal(open().rotate(), kind.mime),
      encode(open().rotate().resize({ width: COMPRESS_BOX, height: COMPRESS_BOX, fit: 'inside', withoutEnlargement: true }), kind.mime, 75),
      encode(open().rotate().resize({ width: THUMB_BOX, height: THUMB_BOX, fit: 'inside', withoutEnlargement: true }), kind.mime, 70),
    ]);
    return { ...kind, width: original.info.width, height: original.info.height, original: original.data, compress, thumbnail };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('file-0010');
  }
}
