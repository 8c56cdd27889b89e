/** What AddImage accepts before sending (storefront §5); the server checks the bytes again. */
export const acceptedImageTypes = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const acceptedImageExtensions = ['jpeg', 'jpg', 'png'] as const;
/** The server's limit (imageUploadLimits.maxBytes in the contract). */
export const maxImageBytes = 8 * 1024 * 1024;

export type ImageFileProblem = 'missing' | 'type' | 'size';

/**
 * Why a chosen file cannot be uploaded, or null. Both the type the browser reports and the
 * name's extension must say JPEG or PNG.
 */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'> | null | undefined): ImageFileProblem | null {
  if (!file) return 'missing';
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const isImage =
    (acceptedImageTypes as readonly string[]).includes(file.type.toLowerCase()) &&
    (acceptedImageExtensions as readonly string[]).includes(extension);
  if (!isImage) return 'type';
  if (file.size > maxImageBytes) return 'size';
  return null;
}
