import type { ReactNode } from 'react';
import type { Review } from '@upline/contract/catalogue';
import { StarRating } from './star-rating';

/** One shopper review: stars, text, name, and optionally what it is about. */
export function ReviewCard({ review, about }: { review: Review; about?: ReactNode }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-cream-dark">
      <StarRating rating={review.rating} className="size-4" />
      <blockquote className="mt-3 flex-1 text-ink">{review.content}</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="block font-semibold text-brand">{review.name}</span>
        {about}
      </figcaption>
    </figure>
  );
}
