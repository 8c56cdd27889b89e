/** The image formats the gallery accepts, known from the file's first bytes. */
export type ImageKind = 'jpeg' | 'png';

const jpegMagic = Buffer.from([0xff, 0xd8, 0xff]);
const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What a file really is, from its signature bytes: never from its name or the type the browser
 * declared, which the sender chooses freely.
 */
export function sniffImageType(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, jpegMagic.length).equals(jpegMagic)) return 'jpeg';
  if (bytes.subarray(0, pngMagic.length).equals(pngMagic)) return 'png';
  return null;
}

export const contentTypeOf: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png' };
export const extensionOf: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png' };
