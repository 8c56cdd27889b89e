import type { Product, StorySection } from '@upline/contract/catalogue';

export type VideosStorySection = Extract<StorySection, { kind: 'videos' }>;

/** The first product whose story has videos, with that section: which product it is, is data. */
export function productWithVideos(products: readonly Product[]): { product: Product; section: VideosStorySection } | null {
  for (const product of products) {
    const section = product.story_sections.find((candidate): candidate is VideosStorySection => candidate.kind === 'videos');
    if (section && section.videos.length > 0) return { product, section };
  }
  return null;
}
