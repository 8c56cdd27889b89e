import { ListProductsPage } from '../../../features/catalogue/routes/list-products-page';
import { ProductListPage } from '../../../features/catalogue/routes/product-list-page';
import { cardWishlistHeart } from './catalogue-slots';

/** Product and ProductUser: the shop's product list, a wishlist heart on each card. */
export function ProductListRoute() {
  return <ProductListPage renderCardAction={cardWishlistHeart} />;
}

/** ListProducts/{id}: a category's products, a wishlist heart on each card. */
export function ListProductsRoute() {
  return <ListProductsPage renderCardAction={cardWishlistHeart} />;
}
