import { useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './catalogue-icons';

/** Storefront §9: 3 items per page, 2 below 1199 px, 1 below 767 px. */
export const responsiveSlide = 'basis-full min-[767px]:basis-1/2 min-[1199px]:basis-1/3';

interface CarouselProps<T> {
  items: readonly T[];
  /** The carousel's accessible name. */
  label: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Width of a slide; the spec's 3/2/1 per page by default. */
  slideClassName?: string;
}

/** A swipeable row of slides with previous/next buttons, shown only when there is more to see. */
export function Carousel<T>({ items, label, getKey, renderItem, slideClassName = responsiveSlide }: CarouselProps<T>) {
  const { t } = useTranslation('catalogue');
  // About 500 ms per move (storefront §9); slides scroll a page at a time.
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', duration: 30 });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  return (
    <div role="group" aria-roledescription={t('carousel.carousel')} aria-label={label} className="relative">
      <div ref={viewportRef} className="relative overflow-hidden">
        <div className="-ml-4 flex touch-pan-y py-2">
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideOf', { index: index + 1, count: items.length })}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {(canPrev || canNext) && (
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={prev}
            disabled={!canPrev}
            aria-label={t('carousel.previous')}
            className="inline-flex size-11 items-center justify-center rounded-full border border-brand text-brand transition-colors hover:bg-brand hover:text-cream disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-brand"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={next}
            disabled={!canNext}
            aria-label={t('carousel.next')}
            className="inline-flex size-11 items-center justify-center rounded-full border border-brand text-brand transition-colors hover:bg-brand hover:text-cream disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-brand"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
