import { memberStatementsSchema } from './commission-close.js';
import { commissionDetailsRequestSchema, commissionDetailsResponseSchema, commissionSummaryResponseSchema } from './commissions.js';
import { defineRoute } from './route.js';

const commissionCall = { audience: 'member', tags: ['commissions'] } as const;

/**
 * The member's own earnings (accounts §2.10 Earnings History, §7), one descriptor each (route.ts).
 * Every call reads the caller's lines only: there is no member id to forge.
 */
export const commissionRoutes = {
  summary: defineRoute({
    ...commissionCall,
    method: 'GET',
    path: '/user/commissions',
    summary: 'My commission totals per bi-weekly and monthly period, in USD and CAD, the current period included',
    response: commissionSummaryResponseSchema,
    errors: [401],
  }),
  statements: defineRoute({
    ...commissionCall,
    method: 'GET',
    path: '/user/commissions/statements',
    summary: 'My statements per closed period and currency: accruals, reversals, carried-in balance, total, paid or carried forward',
    response: memberStatementsSchema,
    errors: [401],
  }),
  details: defineRoute({
    ...commissionCall,
    method: 'POST',
    path: '/user/commissionsdetails',
    summary: 'My commission lines between two dates (YYYY-MM-DD, shop calendar, inclusive) per currency and order, each with why it was paid; a user_id in the body is ignored',
    body: commissionDetailsRequestSchema,
    response: commissionDetailsResponseSchema,
    errors: [400, 401],
  }),
};
