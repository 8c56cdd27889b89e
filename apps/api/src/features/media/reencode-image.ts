import { imageUploadLimits } from '@upline/contract/media';
import type { ImageKind } from './sniff-image-type.js';

export type ReencodeResult =
  | { ok: true; bytes: Buffer; width: number; height: number }
  | { ok: false; reason: 'not-an-image' | 'too-many-pixels' };

/**
 * Decodes the image and encodes it afresh in the same format. Only pixels survive: EXIF (camera,
 * GPS position), XMP, ICC comments, text chunks and anything appended after the image data are
 * gone. The EXIF orientation is applied to the pixels first, so the picture stays upright.
 * Pixel count is checked from the header before decoding, and again by the decoder.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<ReencodeResult> {
  // Loaded on the first upload: the image library holds about 13 MB that a shop serving pages and
  // orders never needs.
  const { default: sharp } = await import('sharp');
  const limitInputPixels = imageUploadLimits.maxPixels;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (!width || !height) return { ok: false, reason: 'not-an-image' };
  if (width * height > limitInputPixels) return { ok: false, reason: 'too-many-pixels' };
  try {
    const pipeline = sharp(bytes, { limitInputPixels, failOn: 'error' }).rotate();
    const encoded = kind === 'jpeg' ? pipeline.jpeg({ quality: 85 }) : pipeline.png({ compressionLevel: 8 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
}
