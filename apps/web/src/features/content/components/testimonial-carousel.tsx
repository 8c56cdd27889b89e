import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import type { TestimonialSlide } from '../lib/testimonial-slides';
import { StarRating } from '../../../shared/ui/star-rating';

/**
 * The success stories, one at a time, looping (accounts §9). Previous and next buttons, a dot
 * per story, and the position announced to screen readers. Nothing moves on its own.
 */
export function TestimonialCarousel({ slides, label }: { slides: readonly TestimonialSlide[]; label: string }) {
  const { t } = useTranslation('content');
  const sluguser = useReferralSlug();
  // Embla's duration is its own unit; 30 is close to the spec's 500 ms transition.
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30, align: 'start' });
  const [selected, setSelected] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <section aria-roledescription={t('testimonials.carousel')} aria-label={label} className="relative">
      <div ref={viewportRef} className="relative overflow-hidden rounded-3xl">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t('testimonials.slide')}
              aria-label={t('testimonials.position', { index: index + 1, count })}
              aria-hidden={index === selected ? undefined : true}
              inert={index === selected ? undefined : true}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <figure className="flex h-full flex-col gap-6 bg-white p-6 shadow-sm sm:p-10 lg:flex-row lg:items-center lg:gap-10">
                {slide.product?.thumbnailUrl && (
                  <img
                    src={slide.product.thumbnailUrl}
                    alt=""
                    width={240}
                    height={240}
                    loading="lazy"
                    decoding="async"
                    className="size-24 shrink-0 self-center rounded-2xl bg-cream object-contain p-2 sm:size-36 lg:size-48"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <StarRating rating={Math.round(slide.review.rating)} label={t('testimonials.rating', { rating: Math.round(slide.review.rating) })} tone="text-gold" />
                  <blockquote className="mt-4 font-serif text-lg leading-8 text-ink sm:text-xl">
                    <p>“{slide.review.content}”</p>
                  </blockquote>
                  <figcaption className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="font-semibold text-brand">{slide.review.name}</span>
                    {slide.product && (
                      <Link
                        to={paths.showDetails(slide.product.slug, sluguser)}
                        className="text-sm text-ink-muted underline underline-offset-2 hover:text-brand"
                      >
                        {t('testimonials.about', { product: slide.product.name })}
                      </Link>
                    )}
                  </figcaption>
                </div>
              </figure>
            </div>
          ))}
        </div>
      </div>

      {count > 1 && (
        <div className="mt-5 flex items-center justify-between gap-4">
          <button type="button" className="btn-outline size-11 px-0" onClick={() => embla?.scrollPrev()} aria-label={t('testimonials.previous')}>
            <span aria-hidden="true">←</span>
          </button>
          <div className="flex flex-wrap justify-center gap-0.5 sm:gap-1">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                onClick={() => embla?.scrollTo(index)}
                aria-label={t('testimonials.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                className="flex size-6 items-center justify-center rounded-full sm:size-8"
              >
                <span className={`block size-2.5 rounded-full ${index === selected ? 'bg-brand' : 'bg-brand/25'}`} />
              </button>
            ))}
          </div>
          <button type="button" className="btn-outline size-11 px-0" onClick={() => embla?.scrollNext()} aria-label={t('testimonials.next')}>
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {count > 1 ? t('testimonials.position', { index: selected + 1, count }) : ''}
      </p>
    </section>
  );
}
