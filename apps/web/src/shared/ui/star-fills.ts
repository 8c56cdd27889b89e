export type StarFill = 'full' | 'half' | 'empty';

/** Ratings are out of 5 stars. */
export const maxStars = 5;

/** Five stars for a rating: whole stars full, a half star when the fraction is .5 or more (storefront §2). */
export function starFills(rating: number): StarFill[] {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), maxStars) : 0;
  const full = Math.floor(clamped);
  const hasHalf = clamped - full >= 0.5;
  return Array.from({ length: maxStars }, (_, index): StarFill => {
    if (index < full) return 'full';
    if (index === full && hasHalf) return 'half';
    return 'empty';
  });
}
