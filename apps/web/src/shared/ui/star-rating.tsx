import { useId, type SVGProps } from 'react';
import { starFills, type StarFill } from './star-fills';

// The shop's one star rating: reviews, product summaries, quick views and testimonials.

const starPath = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z';

/** A rating star, full, half (left half filled) or empty. */
function StarIcon({ fill, ...props }: SVGProps<SVGSVGElement> & { fill: StarFill }) {
  // A gradient id that is valid inside url(#…) whatever characters React puts in its ids.
  const id = `star-half${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      {fill === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      )}
      <path
        d={starPath}
        fill={fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${id})` : 'none'}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Stars out of 5 (a half star from .5), as one image whose name the caller gives in its language
 * ('Rated 4.5 out of 5'); `tone` is the stars' colour class.
 */
export function StarRating({ rating, label, className = 'size-5', tone = 'text-gold-dark' }: { rating: number; label: string; className?: string; tone?: string }) {
  return (
    <span role="img" aria-label={label} className={`inline-flex ${tone}`}>
      {starFills(rating).map((fill, index) => (
        <StarIcon key={index} fill={fill} className={className} data-fill={fill} />
      ))}
    </span>
  );
}
