import type { GalleryImage } from '@upline/contract/media';
import { mediaRoutes } from '@upline/contract/media-routes';
import { call } from '../../../shared/api/call';

export interface UploadAnswer {
  message: string;
  image: GalleryImage;
}

/**
 * POST fileUpload/ as multipart with a `file` field (the browser sets the boundary). Failures
 * become an ApiError with the server's code (file_missing, invalid_image_type,
 * payload_too_large, image_too_many_pixels, unauthenticated, forbidden).
 */
export function uploadImage(file: File, signal?: AbortSignal): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(mediaRoutes.upload, { body: form, signal });
}
