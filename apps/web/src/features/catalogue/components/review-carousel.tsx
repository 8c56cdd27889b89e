import { useTranslation } from 'react-i18next';
import { useProductReviews } from '../api/get-product-reviews';
import { Carousel } from './carousel';
import { ReviewCard } from './review-card';

/** The product's reviews (shown when display_review is 'yes'); a failed fetch reads as none. */
export function ReviewCarousel({ productId }: { productId: number }) {
  const { t } = useTranslation('catalogue');
  const { data: reviews = [], isPending } = useProductReviews(productId, true);

  return (
    <section id="reviews" tabIndex={-1} aria-labelledby="reviews-title" className="bg-cream py-14 outline-none">
      <div className="container-page">
        <h2 id="reviews-title" className="text-center text-3xl">
          {t('reviews.title')}
        </h2>
        <div className="mt-8">
          {reviews.length > 0 ? (
            <Carousel
              items={reviews}
              label={t('reviews.title')}
              getKey={(review) => `${review.name}-${review.content.slice(0, 24)}`}
              renderItem={(review) => <ReviewCard review={review} />}
            />
          ) : (
            !isPending && <p className="text-center text-ink-muted">{t('reviews.none')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
