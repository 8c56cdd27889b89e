import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { productTestimonialsQueryOptions } from '../api/get-product-testimonials';
import { reviewListQueryOptions } from '../../../shared/catalogue/catalogue-queries';
import { memberTypes, slidesForProduct, slidesFromReviewList, toMemberType, type MemberType } from '../lib/testimonial-slides';
import { TestimonialCarousel } from './testimonial-carousel';

/** `?type=` and `?product=` keep the choice in the address, so a view can be shared or linked. */
function searchFor(type: MemberType, product?: number | string | null): string {
  const params = new URLSearchParams({ type });
  if (product !== undefined && product !== null) params.set('product', String(product));
  return `?${params.toString()}`;
}

/**
 * Success stories by member type (the visitor's own type first, customers for guests), from
 * products/reviewlist/{type}; choosing a product shows every story about it, from
 * review/testimonials/{productId}.
 */
export function TestimonialsSection() {
  const { t } = useTranslation('content');
  const language = useSessionStore((state) => state.language);
  const userType = useSessionStore((state) => state.userType);
  const [params] = useSearchParams();
  const type = toMemberType(params.get('type') ?? userType);
  const productRef = params.get('product');

  const list = useQuery(reviewListQueryOptions(type, language));
  const productStories = useQuery({ ...productTestimonialsQueryOptions(productRef ?? '', language), enabled: Boolean(productRef) });
  const products = list.data ?? [];
  const chosen = productRef ? products.find((product) => String(product.id) === productRef || product.slug === productRef) : undefined;

  const slides = productRef
    ? slidesForProduct(productStories.data ?? [], chosen ? { id: chosen.id, slug: chosen.slug, name: chosen.name, thumbnailUrl: chosen.thumbnail_url } : null)
    : slidesFromReviewList(products);
  const isLoading = productRef ? productStories.isPending : list.isPending;
  const heading = productRef ? t('testimonials.productStories', { product: chosen?.name ?? t('testimonials.thisProduct') }) : t(`testimonials.headings.${type}`);

  return (
    <section className="bg-cream py-10 sm:py-14">
      <div className="container-page">
        <nav aria-label={t('testimonials.memberTypes')} className="flex flex-wrap gap-2">
          {memberTypes.map((memberType) => (
            <Link
              key={memberType}
              to={{ search: searchFor(memberType) }}
              replace
              preventScrollReset
              aria-current={!productRef && memberType === type ? 'page' : undefined}
              className={`btn px-5 ${!productRef && memberType === type ? 'bg-brand text-cream' : 'border border-brand/30 bg-white text-brand hover:bg-sage-light'}`}
            >
              {t(`testimonials.types.${memberType}`)}
            </Link>
          ))}
        </nav>

        <h2 id="stories-title" className="mt-8 text-2xl sm:text-3xl">
          {heading}
        </h2>
        <div className="mt-6">
          {isLoading ? (
            <Spinner />
          ) : slides.length > 0 ? (
            <TestimonialCarousel key={`${type}-${productRef ?? ''}`} slides={slides} label={heading} />
          ) : (
            <p className="rounded-2xl bg-white p-6 text-ink-muted">{t('testimonials.empty')}</p>
          )}
        </div>

        {products.length > 0 && (
          <div className="mt-10">
            <h3 className="font-sans text-sm font-semibold tracking-widest text-ink-muted uppercase">{t('testimonials.byProduct')}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {productRef && (
                <li>
                  <Link to={{ search: searchFor(type) }} replace preventScrollReset className="btn border border-brand/30 bg-white text-brand hover:bg-sage-light">
                    {t('testimonials.showAll')}
                  </Link>
                </li>
              )}
              {products.map((product) => {
                const isChosen = chosen?.id === product.id;
                return (
                  <li key={product.id}>
                    <Link
                      to={{ search: searchFor(type, product.id) }}
                      replace
                      preventScrollReset
                      aria-current={isChosen ? 'page' : undefined}
                      className={`btn h-auto min-h-11 py-2 text-left whitespace-normal ${isChosen ? 'bg-brand text-cream' : 'border border-brand/30 bg-white text-brand hover:bg-sage-light'}`}
                    >
                      {product.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
