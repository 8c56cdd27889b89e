import type { GalleryImage } from '@upline/contract/media';
import { ApiError, clientErrorCodes, toErrorBody } from '../../../shared/api/api-error';
import { API_BASE } from '../../../shared/api/client';

export interface UploadAnswer {
  message: string;
  image: GalleryImage;
}

/**
 * POST fileUpload/ as multipart with a `file` field (the browser sets the boundary). Failures
 * become an ApiError with the server's code (file_missing, invalid_image_type,
 * payload_too_large, image_too_many_pixels, unauthenticated, forbidden).
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/fileUpload/`, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, { error: 'The server could not be reached.', code: clientErrorCodes.network });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, toErrorBody(body, { error: response.statusText || 'Upload failed', code: `http_${response.status}` }));
  }
  if (typeof body !== 'object' || body === null || !('image' in body)) {
    throw new ApiError(response.status, { error: 'The server sent an unexpected answer.', code: clientErrorCodes.badResponse });
  }
  return body as UploadAnswer;
}
