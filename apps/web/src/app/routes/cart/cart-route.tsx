import { CartPage } from '../../../features/cart/components/cart-page';
import { WishlistButton } from '../../../features/wishlist/components/wishlist-button';
import { useSessionStore } from '../../../shared/session/session-store';

/** /cart: the cart page, with the wishlist's "Save for later" on each row for a signed-in member. */
export function CartRoute() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return (
    <CartPage
      renderLineAction={
        isLoggedIn ? (item) => <WishlistButton productId={item.id} productName={item.name} variant="text" /> : undefined
      }
    />
  );
}
