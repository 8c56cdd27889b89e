import type { StorySection, VideosStorySection } from '@upline/contract/catalogue';

/**
 * The first product whose story has videos, with that section: which product it is, is data.
 * Works on cards (whose story is only their video sections) and on full products alike.
 */
export function productWithVideos<P extends { story_sections: readonly StorySection[] }>(
  products: readonly P[],
): { product: P; section: VideosStorySection } | null {
  for (const product of products) {
    const section = product.story_sections.find((candidate): candidate is VideosStorySection => candidate.kind === 'videos');
    if (section && section.videos.length > 0) return { product, section };
  }
  return null;
}
