import { z } from 'zod';

/** Limits on an uploaded image. */
export const imageUploadLimits = { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000 } as const;

/** Stable codes of the upload's refusals (besides errorCodes.payloadTooLarge for the size limit). */
export const mediaErrorCodes = {
  fileMissing: 'file_missing',
  invalidImageType: 'invalid_image_type',
  imageTooManyPixels: 'image_too_many_pixels',
} as const;

/** The spec's toasts and the size refusals (SF §5, §8; the grammar fix is in docs/spec-deviations.md). */
export const mediaMessages = {
  fileMissing: 'Select a file first',
  invalidImageType: 'Select an image/jpeg file!',
  tooLarge: 'The image is larger than 8 MB.',
  tooManyPixels: 'The image is larger than 40 megapixels.',
  added: 'Image Added Successfully!',
} as const;

export const galleryImageSchema = z.object({
  /** The file name as uploaded (for staff to recognise it). */
  name: z.string(),
  /** The address to copy into content: the shop's /media/... path or the CDN's https URL. */
  url: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** GET fileUpload/ (staff): the gallery, newest first. */
export const galleryListResponseSchema = z.object({ images: z.array(galleryImageSchema) });
/** POST fileUpload/ (staff, multipart with a file field): the stored image. */
export const imageUploadResponseSchema = z.object({ message: z.string(), image: galleryImageSchema });
