import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useReviewList } from '../api/get-review-list';
import { Carousel } from './carousel';
import { HomeSection } from './home-section';
import { ReviewCard } from './review-card';

/** Home's testimonials slider: customers' testimonials, each with the product it is about. */
export function HomeTestimonials() {
  const { t } = useTranslation('catalogue');
  const sluguser = useReferralSlug();
  const { data: products = [] } = useReviewList();
  const slides = products.flatMap((product) =>
    product.reviews.map((review, index) => ({ key: `${product.id}-${index}`, product, review })),
  );
  if (slides.length === 0) return null;
  return (
    <HomeSection
      title={t('home.testimonials')}
      subtitle={t('home.testimonialsText')}
      tone="white"
      action={
        <Link to={paths.testimonials(sluguser)} className="btn-outline">
          {t('home.allTestimonials')}
        </Link>
      }
    >
      <Carousel
        items={slides}
        label={t('home.testimonials')}
        getKey={(slide) => slide.key}
        renderItem={({ product, review }) => (
          <ReviewCard
            review={review}
            about={
              <Link to={paths.showDetails(product.slug, sluguser)} className="mt-1 block text-ink-muted hover:text-brand hover:underline">
                {product.name}
              </Link>
            }
          />
        )}
      />
    </HomeSection>
  );
}
