import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './catalogue-icons';

interface BeforeAfterSliderProps {
  heading: string;
  beforeUrl: string;
  afterUrl: string;
}

/** Two pictures on top of each other; a range input (mouse, touch or arrow keys) moves the divide. */
export function BeforeAfterSlider({ heading, beforeUrl, afterUrl }: BeforeAfterSliderProps) {
  const { t } = useTranslation('catalogue');
  const [position, setPosition] = useState(50);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="bg-white py-14">
      <div className="container-page">
        <h2 id={headingId} className="mx-auto max-w-3xl text-center text-2xl sm:text-3xl">
          {heading}
        </h2>
        <div className="relative mx-auto mt-8 aspect-[4/3] max-w-3xl overflow-hidden rounded-3xl bg-cream shadow-sm">
          <img src={afterUrl} alt={t('beforeAfter.after')} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
          <img
            src={beforeUrl}
            alt={t('beforeAfter.before')}
            loading="lazy"
            decoding="async"
            style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
            className="absolute inset-0 size-full object-cover"
          />
          <span aria-hidden="true" className="absolute top-3 left-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-semibold text-cream">
            {t('beforeAfter.before')}
          </span>
          <span aria-hidden="true" className="absolute top-3 right-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-semibold text-cream">
            {t('beforeAfter.after')}
          </span>
          <span aria-hidden="true" style={{ left: `${position}%` }} className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-cream shadow">
            <span className="absolute top-1/2 left-1/2 inline-flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-4 border-cream bg-brand text-cream shadow-lg">
              <ChevronLeftIcon className="-mr-1 size-4" />
              <ChevronRightIcon className="-ml-1 size-4" />
            </span>
          </span>
          <input
            type="range"
            min={0}
            max={100}
            value={position}
            onChange={(event) => setPosition(Number(event.target.value))}
            aria-label={t('beforeAfter.label')}
            aria-valuetext={t('beforeAfter.valueText', { before: position, after: 100 - position })}
            className="peer absolute inset-0 size-full cursor-ew-resize opacity-0"
          />
          <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-3xl peer-focus-visible:ring-4 peer-focus-visible:ring-gold peer-focus-visible:ring-inset" />
        </div>
      </div>
    </section>
  );
}
