import { z } from 'zod';
import { idInput } from './input.js';
import { defineRoute } from './route.js';
import { wishlistAddRequestSchema, wishlistMessages, wishlistMessageSchema, wishlistQuerySchema, wishlistResponseSchema } from './wishlist.js';

// The signed-in member's wishlist (storefront §2, §7), one descriptor each (route.ts). The web
// calls them through the zod-free references of wishlist-refs.ts (the product cards' heart).

const wishlistCall = { audience: 'member', tags: ['wishlist'] } as const;

export const wishlistRoutes = {
  list: defineRoute({
    ...wishlistCall,
    method: 'GET',
    path: '/wishlist',
    summary: 'My wishlist: the saved products, as the shop lists them',
    query: wishlistQuerySchema,
    response: wishlistResponseSchema,
    errors: [400, 401],
  }),
  legacyList: defineRoute({
    ...wishlistCall,
    method: 'GET',
    path: '/wishlist/:token',
    summary: 'Legacy path of my wishlist: the path segment is ignored, the session decides',
    params: z.object({ token: z.string().max(500) }),
    query: wishlistQuerySchema,
    response: wishlistResponseSchema,
    errors: [400, 401],
  }),
  add: defineRoute({
    ...wishlistCall,
    method: 'POST',
    path: '/wishlist',
    summary: 'Save a product to my wishlist (saving it twice changes nothing)',
    body: wishlistAddRequestSchema,
    response: wishlistMessageSchema,
    errors: [400, 401, 404],
  }),
  remove: defineRoute({
    ...wishlistCall,
    method: 'DELETE',
    path: '/wishlist/:productId',
    summary: 'Remove a product from my wishlist',
    params: z.object({ productId: idInput(wishlistMessages.unknownProduct) }),
    response: wishlistMessageSchema,
    errors: [400, 401],
  }),
};
