import type { ImageFileProblem } from './validate-image-file';

/** The media texts (i18n keys under `errors`) for the page's own checks and the server's refusals. */
export type UploadErrorKey = 'fileMissing' | 'invalidType' | 'tooLarge' | 'tooManyPixels';

const byProblem: Record<ImageFileProblem, UploadErrorKey> = { missing: 'fileMissing', type: 'invalidType', size: 'tooLarge' };

/** The server's stable codes (contract mediaErrorCodes and errorCodes.payloadTooLarge). */
const byCode: Readonly<Record<string, UploadErrorKey>> = {
  file_missing: 'fileMissing',
  invalid_image_type: 'invalidType',
  payload_too_large: 'tooLarge',
  image_too_many_pixels: 'tooManyPixels',
};

export function problemKey(problem: ImageFileProblem): UploadErrorKey {
  return byProblem[problem];
}

/** The text for a refused upload, or null when the server's own message should show. */
export function uploadErrorKey(code: string): UploadErrorKey | null {
  return byCode[code] ?? null;
}
