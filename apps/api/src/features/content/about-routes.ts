import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamMembersResponseSchema, testimonialsResponseSchema } from '@upline/contract/content';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { requestLanguages } from './language-queries.js';
import { listTeamMembers } from './list-team-members.js';
import { listTestimonials } from './list-testimonials.js';

const params = z.object({ lang: z.string().max(10).optional() });

/** The team page's staff list and the expert testimonials (extensions: the spec shows them as static). */
export function aboutRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/team-members/:lang?', {
      schema: {
        tags: ['content'],
        summary: 'The company team shown on the team page',
        params,
        response: { 200: teamMembersResponseSchema, 400: errorBodySchema },
      },
    }, async (request) => {
      const { lang, defaultLang } = await requestLanguages(deps.db, request.params.lang);
      return { team_members: await listTeamMembers(deps.db, lang, defaultLang) };
    });

    r.get('/testimonials/:lang?', {
      schema: {
        tags: ['content'],
        summary: 'Expert (athlete) testimonials',
        params,
        response: { 200: testimonialsResponseSchema, 400: errorBodySchema },
      },
    }, async (request) => {
      const { lang, defaultLang } = await requestLanguages(deps.db, request.params.lang);
      return { testimonials: await listTestimonials(deps.db, lang, defaultLang) };
    });
  };
}
