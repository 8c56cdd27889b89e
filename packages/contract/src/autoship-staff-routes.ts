import { autoshipIdParamsSchema, staffAutoshipListSchema, staffAutoshipQuerySchema, staffAutoshipResponseSchema } from './autoship.js';
import { defineRoute } from './route.js';

// The staff calls of autoships (decision 0020): the list by status or in dunning, and one autoship.

export const autoshipStaffRoutes = {
  autoships: defineRoute({
    audience: 'admin',
    tags: ['admin'],
    method: 'GET',
    path: '/admin/subscriptions',
    summary: 'Autoships by status; failed=true lists those with refused renewals (dunning)',
    query: staffAutoshipQuerySchema,
    response: staffAutoshipListSchema,
    errors: [401, 403],
  }),
  autoship: defineRoute({
    audience: 'admin',
    tags: ['admin'],
    method: 'GET',
    path: '/admin/subscriptions/:id',
    summary: 'One autoship with its renewal orders and failures',
    params: autoshipIdParamsSchema,
    response: staffAutoshipResponseSchema,
    errors: [401, 403, 404],
  }),
};
