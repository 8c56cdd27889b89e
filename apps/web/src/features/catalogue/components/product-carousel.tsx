import type { CardProduct } from '@upline/contract/catalogue';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useShopperType } from '../api/catalogue-request';
import { Carousel } from './carousel';
import { ProductCard, type RenderCardAction } from './product-card';

/** Product cards in a carousel (Home's best sellers and holistic packages). */
export function ProductCarousel({
  products,
  label,
  renderCardAction,
}: {
  products: readonly CardProduct[];
  label: string;
  renderCardAction?: RenderCardAction;
}) {
  const shopperType = useShopperType();
  const sluguser = useReferralSlug();
  return (
    <Carousel
      items={products.filter((product) => product.display_shop !== 'no')}
      label={label}
      getKey={(product) => product.id}
      renderItem={(product) => (
        <ProductCard product={product} shopperType={shopperType} sluguser={sluguser} renderCardAction={renderCardAction} />
      )}
    />
  );
}
