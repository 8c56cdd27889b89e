import { useTranslation } from 'react-i18next';

/** Whole stars out of 5, with the rating as text for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation('content');
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="flex gap-0.5 text-gold" role="img" aria-label={t('testimonials.rating', { rating: stars })}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className={`size-5 ${index < stars ? '' : 'opacity-25'}`} fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </p>
  );
}
