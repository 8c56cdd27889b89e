import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@upline/contract/catalogue';
import { scrollToElement } from '../lib/smooth-scroll';
import { StarRating } from './star-rating';

/** Name, stars with the review count and 'See reviews', tagline and short description. */
export function ProductSummary({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const hasReviews = product.display_review === 'yes';

  const seeReviews = (event: MouseEvent<HTMLAnchorElement>) => {
    const reviews = document.getElementById('reviews');
    if (!reviews) return;
    event.preventDefault();
    scrollToElement(reviews);
    reviews.focus({ preventScroll: true });
  };

  return (
    <div>
      <h1 className="text-3xl leading-tight sm:text-4xl">{product.name}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <StarRating rating={product.product_rating} />
        <span>
          {product.product_review > 0
            ? t('rating.summary', { rating: product.product_rating, count: product.product_review })
            : t('rating.none')}
        </span>
        {hasReviews && (
          <a href="#reviews" onClick={seeReviews} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark">
            {t('rating.seeReviews')}
          </a>
        )}
      </div>
      {product.description_tagline && (
        <p className="mt-4 font-serif text-lg text-gold-dark italic">{product.description_tagline}</p>
      )}
      {product.short_description && <p className="mt-3 text-lg text-ink">{product.short_description}</p>}
    </div>
  );
}
