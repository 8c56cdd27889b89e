import { z } from 'zod';
import { idInput } from './input.js';
import { quoteLineSchema } from './cart.js';
import { currencySchema, requestCurrencySchema } from './currency.js';

// The member's cart kept on the server (checkout §7 legacy `GET cart/`, `DELETE cart/delete/{id}`):
// the browser saves its lines while the member is signed in; the answers price them again at
// today's prices for the member's type. The member comes from the session; a token in the URL is
// never read.

/** PUT cart: the browser's lines (an empty list forgets the cart). */
export const saveCartBodySchema = z.object({
  lines: z.array(quoteLineSchema).max(100, 'A cart holds at most 100 lines'),
  currency: requestCurrencySchema,
});
export type SaveCartBody = z.input<typeof saveCartBodySchema>;

/** GET cart/: cartItems (id, quantity, product id, name, price, imageURL, and the product nested) and totalCost, as the legacy page reads them. */
export const savedCartSchema = z.object({
  success: z.literal(true),
  currency: currencySchema,
  cartItems: z.array(
    z.object({
      /** The product id, as the legacy cart keys its lines. */
      id: z.number().int(),
      product_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      purchaseType: z.union([z.literal(1), z.literal(2)]),
      /** Unit price at today's prices for the member's type, 2 decimals. */
      price: z.number(),
      imageURL: z.string().nullable(),
      /** The same product nested, as the storefront's cart call describes it (SF §7). */
      product: z.object({ id: z.number().int(), name: z.string(), price: z.number(), imageURL: z.string().nullable() }),
    }),
  ),
  totalCost: z.number(),
});
export type SavedCart = z.infer<typeof savedCartSchema>;

export const savedCartLineParamsSchema = z.object({ id: idInput('Unknown product') });
