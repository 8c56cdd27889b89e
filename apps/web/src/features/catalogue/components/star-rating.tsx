import { useTranslation } from 'react-i18next';
import { maxStars, starFills } from '../lib/star-rating';
import { StarIcon } from './catalogue-icons';

/** Stars out of 5, with a half star from .5; read as 'Rated 4.5 out of 5'. */
export function StarRating({ rating, className = 'size-5' }: { rating: number; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span role="img" aria-label={t('rating.label', { rating, max: maxStars })} className="inline-flex text-gold-dark">
      {starFills(rating).map((fill, index) => (
        <StarIcon key={index} fill={fill} className={className} data-fill={fill} />
      ))}
    </span>
  );
}
