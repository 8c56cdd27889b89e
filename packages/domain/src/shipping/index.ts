// Shipping: zones, free-shipping carts and rate quotes.
export type { ZoneRate, ShippingOption } from './quote-shipping.js';
export { shippingOptionId, quoteShipping } from './quote-shipping.js';
export type { ShippingZone } from './zones.js';
export { resolveZone, isFreeShippingCart } from './zones.js';
