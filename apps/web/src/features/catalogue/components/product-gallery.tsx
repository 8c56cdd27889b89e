import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './catalogue-icons';

/** The product images: a main carousel and a strip of thumbnails that selects in it (storefront §2). */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation('catalogue');
  const [mainRef, main] = useEmblaCarousel({ duration: 30 });
  const [thumbsRef, thumbs] = useEmblaCarousel({ containScroll: 'keepSnaps', dragFree: true });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!main) return;
    const onSelect = () => {
      const index = main.selectedScrollSnap();
      setSelected(index);
      thumbs?.scrollTo(index);
    };
    onSelect();
    main.on('select', onSelect).on('reInit', onSelect);
    return () => {
      main.off('select', onSelect).off('reInit', onSelect);
    };
  }, [main, thumbs]);

  const show = useCallback((index: number) => main?.scrollTo(index), [main]);

  if (images.length === 0) return <div className="aspect-square w-full rounded-3xl bg-white" />;
  const count = images.length;

  return (
    <div role="region" aria-roledescription={t('carousel.carousel')} aria-label={t('gallery.label', { name })}>
      <div className="relative">
        <div ref={mainRef} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-cream-dark">
          <div className="flex touch-pan-y">
            {images.map((url, index) => (
              <div
                key={url}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.slideOf', { index: index + 1, count })}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                <img
                  src={url}
                  alt={t('gallery.imageAlt', { name, index: index + 1, count })}
                  width={800}
                  height={800}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => main?.scrollPrev()}
              disabled={selected === 0}
              aria-label={t('gallery.previous')}
              className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow-sm hover:bg-white disabled:opacity-0"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => main?.scrollNext()}
              disabled={selected === count - 1}
              aria-label={t('gallery.next')}
              className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand shadow-sm hover:bg-white disabled:opacity-0"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div ref={thumbsRef} className="mt-3 overflow-hidden">
          <ul className="-ml-3 flex p-1">
            {images.map((url, index) => (
              <li key={url} className="min-w-0 shrink-0 grow-0 basis-1/4 pl-3 sm:basis-1/5">
                <button
                  type="button"
                  onClick={() => show(index)}
                  aria-label={t('gallery.show', { index: index + 1, count })}
                  aria-current={index === selected ? 'true' : undefined}
                  className={`block w-full overflow-hidden rounded-xl bg-white ring-2 transition ${index === selected ? 'ring-brand' : 'ring-cream-dark opacity-80 hover:opacity-100'}`}
                >
                  <img src={url} alt="" loading="lazy" decoding="async" width={160} height={160} className="aspect-square w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
