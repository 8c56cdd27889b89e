import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardProduct } from '@upline/contract/catalogue';
import type { ShopperType } from '@upline/domain/catalogue';
import { paths } from '../../../shared/paths';
import { listPrice } from '../lib/list-price';
import { cardPreviewLength, previewText } from '../lib/text-preview';
import { PriceTag } from './price-tag';
import { QuickView } from './quick-view';

/** A control a route puts on each card (the wishlist heart, for one); features cannot import each other. */
export type RenderCardAction = (product: CardProduct) => ReactNode;

interface ProductCardProps {
  product: CardProduct;
  shopperType: ShopperType;
  sluguser: string | null;
  headingLevel?: 'h2' | 'h3';
  /** Shown on the picture's top corner. */
  renderCardAction?: RenderCardAction;
}

/**
 * A product box (storefront §2): thumbnail, a second image on hover, quick view, name, a
 * 65-character preview and the shopper type's price, with the retail price struck when it differs.
 */
export function ProductCard({ product, shopperType, sluguser, headingLevel: Heading = 'h3', renderCardAction }: ProductCardProps) {
  const href = paths.showDetails(product.slug, sluguser);
  const hoverImage = product.images_url[0] ?? null;
  const price = listPrice(product, shopperType);

  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-cream-dark transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden bg-cream">
        {/* The name below is the link for keyboards and screen readers; the picture is a second way in. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          {product.thumbnail_url && (
            <img
              src={product.thumbnail_url}
              alt=""
              loading="lazy"
              decoding="async"
              width={600}
              height={600}
              className={`size-full object-cover transition-opacity duration-300 ${hoverImage ? 'group-hover:opacity-0' : ''}`}
            />
          )}
          {hoverImage && (
            <img
              src={hoverImage}
              alt=""
              loading="lazy"
              decoding="async"
              width={600}
              height={600}
              className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
            />
          )}
        </Link>
        <QuickView product={product} price={price} href={href} />
        {renderCardAction && <div className="absolute top-2 right-2 sm:top-3 sm:right-3">{renderCardAction(product)}</div>}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <Heading className="font-serif text-base leading-snug text-brand sm:text-lg">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </Heading>
        {product.short_description && (
          <p className="mt-2 hidden text-sm text-ink-muted sm:block">{previewText(product.short_description, cardPreviewLength)}</p>
        )}
        <PriceTag className="mt-auto pt-4" currency={product.currency} {...price} />
      </div>
    </article>
  );
}
