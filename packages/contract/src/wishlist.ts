import { z } from 'zod';
import { anyCaseCurrencySchema } from './currency.js';
import { idInput } from './input.js';
import { productSchema } from './catalogue.js';

// The wishlist of the signed-in member (storefront §2 'Your WishList', §7 GET wishlist/{token}).
// The member comes from the session, never from the URL: the legacy path's token is ignored.

export const wishlistMessages = {
  added: 'Added to your wishlist.',
  removed: 'Removed from your wishlist.',
  unknownProduct: 'Unknown product',
} as const;

/** GET wishlist (and the legacy GET wishlist/{token}): the member's saved products, as the shop lists them. */
export const wishlistResponseSchema = z.object({ products: z.array(productSchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** `?lang=` and `?currency=` of GET wishlist: the texts' language and the prices' currency (default: the member's). */
export const wishlistQuerySchema = z.object({
  lang: z.string().trim().max(10).optional(),
  currency: anyCaseCurrencySchema
    .optional(),
});

/** POST wishlist: save a product (saving it twice changes nothing). */
export const wishlistAddRequestSchema = z.object({
  product_id: idInput(wishlistMessages.unknownProduct),
});
export type WishlistAddRequest = z.input<typeof wishlistAddRequestSchema>;

export const wishlistMessageSchema = z.object({ message: z.string() });



/** Stable codes of the wishlist calls' expected failures; the route maps each to its status. */
export const wishlistFailures = ['product_not_found'] as const;
export type WishlistFailure = (typeof wishlistFailures)[number];
