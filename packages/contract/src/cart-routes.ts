import { z } from 'zod';
import { cartQuoteRequestSchema, cartQuoteSchema, shippingRatesRequestSchema, shippingRatesResponseSchema, taxResponseSchema } from './cart.js';
import { idInput } from './input.js';
import { discountRequestSchema, discountResponseSchema } from './promotions.js';
import { defineRoute } from './route.js';
import { saveCartBodySchema, savedCartLineParamsSchema, savedCartSchema } from './saved-cart.js';

// The cart's calls (storefront §4, §7, checkout §3, §7), one descriptor each (route.ts): the
// quote, the coupon check, the shipping and tax look-ups and the member's saved cart. The web
// calls them through the zod-free references of cart-refs.ts (the cart opens on every page).

const cartCall = { audience: 'public', tags: ['cart'] } as const;
const savedCartCall = { audience: 'member', tags: ['cart'] } as const;
const ratesCall = { ...cartCall, method: 'POST', body: shippingRatesRequestSchema, response: shippingRatesResponseSchema, errors: [400] } as const;

export const cartRoutes = {
  quote: defineRoute({
    ...cartCall,
    method: 'POST',
    path: '/cart/quote',
    summary: "Price the browser's cart: items, tiers, offer, coupon, shipping options, tax and total (extension)",
    body: cartQuoteRequestSchema,
    response: cartQuoteSchema,
    errors: [400],
  }),
  /** Lives with the cart because it quotes the cart; the coupon rules it applies are promotions'. */
  discount: defineRoute({
    audience: 'public',
    tags: ['promotions'],
    method: 'POST',
    path: '/discount',
    summary: 'Check a coupon code against the cart (the session decides the shopper; the server prices the cart)',
    body: discountRequestSchema,
    response: discountResponseSchema,
    errors: [400, 404, 422],
  }),
  shippingRatesNew: defineRoute({ ...ratesCall, path: '/shipping-rates-new', summary: 'Shipping rates for a destination and unit count' }),
  shippingRatesFree: defineRoute({
    ...ratesCall,
    path: '/shipping-rates-free',
    summary: 'Shipping rates for a free-shipping cart (the server applies its own free-shipping rule)',
  }),
  tax: defineRoute({
    ...cartCall,
    method: 'GET',
    path: '/tax/:stateId',
    summary: 'Tax components of a state or province, with their combined percent',
    params: z.object({ stateId: idInput('Select state/province') }),
    response: taxResponseSchema,
    errors: [400, 404],
  }),
  savedCart: defineRoute({
    ...savedCartCall,
    method: 'GET',
    path: '/cart',
    summary: "The signed-in member's saved cart at today's prices (legacy `cart/`); a token in the URL is ignored",
    response: savedCartSchema,
    errors: [401],
  }),
  saveCart: defineRoute({
    ...savedCartCall,
    method: 'PUT',
    path: '/cart',
    summary: "Saves the browser's cart lines for the signed-in member (an empty list forgets them)",
    body: saveCartBodySchema,
    response: savedCartSchema,
    errors: [400, 401],
  }),
  removeSavedLine: defineRoute({
    ...savedCartCall,
    method: 'DELETE',
    path: '/cart/delete/:id',
    summary: 'Removes a product from the saved cart (legacy `cart/delete/{id}`)',
    params: savedCartLineParamsSchema,
    response: savedCartSchema,
    errors: [400, 401],
  }),
};
