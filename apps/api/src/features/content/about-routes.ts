import type { FastifyInstance } from 'fastify';
import { contentRoutes as calls } from '@upline/contract/content-routes';
import type { AppDeps } from '../../deps.js';
import { registerRoute } from '../../http/route.js';
import { requestLanguages } from './language-queries.js';
import { listTeamMembers } from './list-team-members.js';
import { listTestimonials } from './list-testimonials.js';

/** The team page's staff list and the expert testimonials (extensions: the spec shows them as static). */
export function aboutRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.teamMembers, async (request) => {
      const { lang, defaultLang } = await requestLanguages(deps.db, request.params.lang);
      return { team_members: await listTeamMembers(deps.db, lang, defaultLang) };
    });

    registerRoute(app, calls.testimonials, async (request) => {
      const { lang, defaultLang } = await requestLanguages(deps.db, request.params.lang);
      return { testimonials: await listTestimonials(deps.db, lang, defaultLang) };
    });
  };
}
