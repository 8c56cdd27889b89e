/** The gallery's images (storefront §2): the thumbnail first, then images_url, each once, blanks left out. */
export function galleryImages(thumbnail: string | null, images: readonly string[]): string[] {
  return [...new Set([thumbnail, ...images].filter((url): url is string => Boolean(url && url.trim())))];
}
