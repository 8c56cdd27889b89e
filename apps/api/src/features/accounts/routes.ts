import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, sponsorInfoSchema, urlNameSchema } from '@upline/contract/accounts';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { endSession, type SessionOptions } from '../../http/session.js';
import { findSponsorByUrlName } from './get-sponsor-info.js';

/** Sponsor look-up for referral links and session end; sign-in and signup join in the accounts issue. */
export function accountRoutes(deps: AppDeps, sessions: SessionOptions) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/get-user-info/:urlName?', {
      schema: {
        tags: ['accounts'],
        summary: 'The sponsor behind a referral link name (without one: the default sponsor)',
        params: z.object({ urlName: urlNameSchema.optional() }),
        response: { 200: sponsorInfoSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const urlName = request.params.urlName ?? deps.config.defaultSponsorUrlName;
      const sponsor = await findSponsorByUrlName(deps.db, urlName);
      if (!sponsor) throw notFound('Unknown link name');
      return sponsor;
    });

    r.post('/logout', {
      schema: { tags: ['accounts'], summary: 'Revoke the current session', response: { 200: messageResponseSchema } },
    }, async (request, reply) => {
      await endSession(request, reply, sessions);
      return { message: 'You have been logged out.' };
    });
  };
}
