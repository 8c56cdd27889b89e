import type { CartItem } from '../../../shared/cart/cart-types';

/** A line's thumbnail: decorative, the product name beside it names the line. */
export function LineImage({ item, className = 'size-18' }: { item: CartItem; className?: string }) {
  const src = item.image ?? item.hoverImage;
  return (
    <span className={`block shrink-0 overflow-hidden rounded-xl bg-white ring-1 ring-cream-dark ${className}`}>
      {src && <img src={src} alt="" width={144} height={144} loading="lazy" decoding="async" className="size-full object-cover" />}
    </span>
  );
}
