import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commissionDetailsRequestSchema, commissionDetailsResponseSchema, commissionSummaryResponseSchema } from '@upline/contract/commissions';
import { memberStatementsSchema } from '@upline/contract/commission-close';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/session.js';
import { commissionDetails } from './commission-details.js';
import { commissionSummary } from './commission-summary.js';
import { memberStatements } from './member-statements.js';

const member = { security: [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[], tags: ['commissions'] };

/** The member's own earnings (Earnings History). Every call reads the caller's lines only: there is no member id to forge. */
export function commissionRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/user/commissions', {
      config: { audience: 'member' },
      schema: { ...member, summary: 'My commission totals per bi-weekly and monthly period, in USD and CAD, the current period included', response: { 200: commissionSummaryResponseSchema, 401: errorBodySchema } },
    }, async (request) => commissionSummary(deps.db, { memberId: requireUser(request).id, now: deps.clock.now(), timeZone: deps.config.shopTimeZone }));

    r.get('/user/commissions/statements', {
      config: { audience: 'member' },
      schema: { ...member, summary: 'My statements per closed period and currency: accruals, reversals, carried-in balance, total, paid or carried forward', response: { 200: memberStatementsSchema, 401: errorBodySchema } },
    }, async (request) => ({ success: true as const, statements: await memberStatements(deps.db, requireUser(request).id) }));

    r.post('/user/commissionsdetails', {
      config: { audience: 'member' },
      schema: {
        ...member,
        summary: 'My commission lines between two dates (YYYY-MM-DD, shop calendar, inclusive) per currency and order, each with why it was paid; a user_id in the body is ignored',
        body: commissionDetailsRequestSchema,
        response: { 200: commissionDetailsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    }, async (request) =>
      commissionDetails(deps.db, { memberId: requireUser(request).id, request: request.body, now: deps.clock.now(), timeZone: deps.config.shopTimeZone }),
    );
  };
}
