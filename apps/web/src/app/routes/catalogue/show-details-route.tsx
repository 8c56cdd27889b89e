import { ProductDetails, ShowDetailsPage } from '../../../features/catalogue/routes/show-details-page';
import { productPageActions, productPageBanner } from './catalogue-slots';

/** /product/show/:id and /{sluguser}/product/show/:id, with the wishlist button and the flash sale. */
export function ShowDetailsRoute() {
  return <ShowDetailsPage renderProductActions={productPageActions} renderBanner={productPageBanner} />;
}

/** /{sluguser}/{numeric id}: the same detail page for a product reference. */
export function ProductDetailsRoute({ productRef }: { productRef: string }) {
  return <ProductDetails productRef={productRef} renderProductActions={productPageActions} renderBanner={productPageBanner} />;
}
