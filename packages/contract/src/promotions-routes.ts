import { z } from 'zod';
import { flashSaleViewRequestSchema, flashSaleViewResponseSchema, offersResponseSchema } from './promotions.js';
import { defineRoute } from './route.js';

// The shop's promotion calls (extension: flash sales and running offers), one descriptor each
// (route.ts). The web calls them through the zod-free references of promotions-refs.ts.

const promotionCall = { audience: 'public', tags: ['promotions'] } as const;

export const promotionRoutes = {
  flashSaleView: defineRoute({
    ...promotionCall,
    method: 'POST',
    path: '/promotions/flash-sale/view',
    summary: "A product's flash-sale banner was shown: its code and when it ends for this visitor (extension)",
    body: flashSaleViewRequestSchema,
    response: flashSaleViewResponseSchema,
    errors: [400, 404],
  }),
  offers: defineRoute({
    ...promotionCall,
    method: 'GET',
    path: '/offers/:lang?',
    summary: 'The offers running now: buy-2-get-1-free, landing pages, exit offer, flash sales, free shipping (extension)',
    params: z.object({ lang: z.string().max(10).optional() }),
    response: offersResponseSchema,
    errors: [400],
  }),
};
