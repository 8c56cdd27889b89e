import type { CartItem } from '../../../shared/cart/cart-types';

/** A line's thumbnail (the server's current one first): decorative, the product name beside it names the line. */
export function LineImage({ item, serverImage, className = 'size-18' }: { item: CartItem; serverImage?: string | null; className?: string }) {
  const src = serverImage ?? item.image ?? item.hoverImage;
  return (
    <span className={`block shrink-0 overflow-hidden rounded-xl bg-white ring-1 ring-cream-dark ${className}`}>
      {src && <img src={src} alt="" width={144} height={144} loading="lazy" decoding="async" className="size-full object-cover" />}
    </span>
  );
}
