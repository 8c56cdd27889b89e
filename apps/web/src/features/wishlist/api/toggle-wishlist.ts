import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wishlistRefs } from '@upline/contract/wishlist-refs';
import { call } from '../../../shared/api/call';
import { wishlistQueryKey } from './get-wishlist';

/** POST wishlist: save a product (saving it twice changes nothing). */
export function addToWishlist(productId: number): Promise<{ message: string }> {
  return call(wishlistRefs.add, { body: { product_id: productId } });
}

/** DELETE wishlist/{productId}: forget a product (forgetting it twice is harmless). */
export function removeFromWishlist(productId: number): Promise<{ message: string }> {
  return call(wishlistRefs.remove, { params: { productId } });
}

/** Adds or removes a product, then reloads the list. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isSaved }: { productId: number; isSaved: boolean }) =>
      isSaved ? removeFromWishlist(productId) : addToWishlist(productId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
