import type { Review, ReviewListResponse } from '@upline/contract/catalogue';

/** The member types whose success stories the testimonials page lists; a guest sees customers'. */
export const memberTypes = ['customer', 'ambassador', 'scholar'] as const;
export type MemberType = (typeof memberTypes)[number];

export function toMemberType(value: string | null | undefined): MemberType {
  return (memberTypes as readonly string[]).includes(value ?? '') ? (value as MemberType) : 'customer';
}

/** One slide of the success-stories carousel: a story and the product it is about. */
export interface TestimonialSlide {
  key: string;
  review: Review;
  product: { id: number; slug: string; name: string; thumbnailUrl: string | null } | null;
}

/** The stories of every product as one list of slides, product by product in the server's order. */
export function slidesFromReviewList(products: ReviewListResponse['products']): TestimonialSlide[] {
  return products.flatMap((product) =>
    product.reviews.map((review, index) => ({
      key: `${product.id}-${index}`,
      review,
      product: { id: product.id, slug: product.slug, name: product.name, thumbnailUrl: product.thumbnail_url },
    })),
  );
}

/** The stories of one product as slides. */
export function slidesForProduct(
  reviews: readonly Review[],
  product: TestimonialSlide['product'],
): TestimonialSlide[] {
  return reviews.map((review, index) => ({ key: `${product?.id ?? 'p'}-${index}`, review, product }));
}

