import { useTranslation } from 'react-i18next';
import { maxStars } from '../../../shared/ui/star-fills';
import { StarRating as Stars } from '../../../shared/ui/star-rating';

/** A product's rating, read as 'Rated 4.5 out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('catalogue');
  return <Stars rating={rating} label={t('rating.label', { rating, max: maxStars })} {...(className ? { className } : {})} />;
}
