import type { CardProduct, Product, StorySection, VideosStorySection } from '@upline/contract/catalogue';

const isVideos = (section: StorySection): section is VideosStorySection => section.kind === 'videos';

/**
 * A product as a card shows it (`?view=card`, cardProductSchema): every field but the detail
 * page's texts, and of its story only the video sections (Home's video carousel reads them from
 * the list). The field list is the contract's: this drops exactly what cardProductSchema omits.
 */
export function toCardProduct(product: Product): CardProduct {
  const {
    description: _description,
    description_tagline: _tagline,
    overview: _overview,
    instructions: _instructions,
    faq: _faq,
    documentation: _documentation,
    ecommerce: _ecommerce,
    seo_title: _seoTitle,
    seo_description: _seoDescription,
    story_sections: story,
    ...card
  } = product;
  return { ...card, story_sections: story.filter(isVideos) };
}
