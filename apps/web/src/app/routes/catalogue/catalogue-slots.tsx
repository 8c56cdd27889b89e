import type { CardProduct, Product } from '@upline/contract/catalogue';
import { FlashSaleBanner } from '../../../features/promotions/components/flash-sale-banner';
import { WishlistButton } from '../../../features/wishlist/components/wishlist-button';

// What the catalogue's pages show from other features. Features cannot import each other, so the
// route modules pass these into the catalogue's slots. A visitor who is not signed in sees the
// heart too: pressing it leads to Signin and back.

/** A product card's heart (lists, category pages, Home's carousels). */
export function cardWishlistHeart(product: CardProduct) {
  return <WishlistButton productId={product.id} productName={product.name} />;
}

/** Beside Add to Cart on the detail page: the wishlist button with its words (on phones it wraps below, its heart in line with the form). */
export function productPageActions(product: Product) {
  return <WishlistButton productId={product.id} productName={product.name} variant="text" className="-ml-3 sm:ml-0" />;
}

/** Above the detail page: the product's flash sale, when one runs. */
export function productPageBanner(product: Product) {
  return <FlashSaleBanner productId={product.id} />;
}
