import type { CardProduct } from '@upline/contract/catalogue';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useShopperType } from '../api/catalogue-request';
import { ProductCard, type RenderCardAction } from './product-card';

interface ProductGridProps {
  products: readonly CardProduct[];
  headingLevel?: 'h2' | 'h3';
  /** A control on each card, from the route (the wishlist heart). */
  renderCardAction?: RenderCardAction;
}

/** Products shown in the shop as a grid of cards; products with display_shop 'no' stay hidden. */
export function ProductGrid({ products, headingLevel = 'h3', renderCardAction }: ProductGridProps) {
  const shopperType = useShopperType();
  const sluguser = useReferralSlug();
  const shown = products.filter((product) => product.display_shop !== 'no');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {shown.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} shopperType={shopperType} sluguser={sluguser} headingLevel={headingLevel} renderCardAction={renderCardAction} />
        </li>
      ))}
    </ul>
  );
}
