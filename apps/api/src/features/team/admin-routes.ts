import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, errorCodes } from '@upline/contract/errors';
import {
  accountClosedSchema,
  adminMemberDetailSchema,
  adminMemberListSchema,
  adminMemberParamsSchema,
  adminMemberSearchQuerySchema,
  closeAccountBodySchema,
  sponsorChangeBodySchema,
  sponsorChangedSchema,
  sponsorPreviewBodySchema,
  sponsorPreviewSchema,
  teamAdminMessages as m,
} from '@upline/contract/team-admin';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { requireAdmin } from '../../http/session.js';
import { loadAdminMember, searchMembers } from './admin-members-read.js';
import { changeSponsor, previewSponsorChange } from './change-sponsor.js';
import { closeAccount } from './close-account.js';

const staff = { config: { audience: 'admin' as const } };
const security = [{ bearer: [] as string[] }, { cookie: [] as string[] }] as Record<string, string[]>[];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function refused(result: { status: 400 | 404; message: string; field?: string }): AppError {
  if (result.status === 404) return notFound(result.message);
  return new AppError(400, errorCodes.validation, result.message, result.field ? { [result.field]: result.message } : undefined);
}

/** Staff: members (issue 16 item 6): search, profile, sponsor change with its preview, closing an account. */
export function teamAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/admin/members', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Members by name, e-mail or member id, newest first, 20 a page', querystring: adminMemberSearchQuerySchema, response: { 200: adminMemberListSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      return searchMembers(deps.db, request.query);
    });

    r.get('/admin/members/:id', {
      ...staff,
      schema: { security, tags: ['admin'], summary: "A member's profile, place in the tree, latest orders, commission lines, subscriptions and staff changes", params: adminMemberParamsSchema, response: { 200: adminMemberDetailSchema, ...errors } },
    }, async (request) => {
      requireAdmin(request);
      const member = await loadAdminMember(deps.db, request.params.id);
      if (!member) throw notFound(m.memberNotFound);
      return member;
    });

    r.post('/admin/members/:id/sponsor/preview', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'What a sponsor change from a date would do: who moves, both uplines, the open commission lines it takes back and books', params: adminMemberParamsSchema, body: sponsorPreviewBodySchema, response: { 200: sponsorPreviewSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await previewSponsorChange(deps, { staffId: admin.id, memberId: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return result.preview;
    });

    r.post('/admin/members/:id/sponsor', {
      ...staff,
      schema: { security, tags: ['admin'], summary: "Move a member and their whole downline under a new sponsor from a date (today or in an open commission period), with a reason; re-credits the orders paid from that date; audited", params: adminMemberParamsSchema, body: sponsorChangeBodySchema, response: { 200: sponsorChangedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await changeSponsor(deps, { staffId: admin.id, memberId: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.sponsorChanged, preview: result.preview };
    });

    r.post('/admin/members/:id/close', {
      ...staff,
      schema: { security, tags: ['admin'], summary: 'Close an account: no more sign-in, subscriptions cancelled, the downline stays; audited', params: adminMemberParamsSchema, body: closeAccountBodySchema, response: { 200: accountClosedSchema, ...errors } },
    }, async (request) => {
      const admin = requireAdmin(request);
      const result = await closeAccount(deps, { staffId: admin.id, memberId: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.accountClosed, sessions_revoked: result.sessionsRevoked, subscriptions_cancelled: result.subscriptionsCancelled };
    });
  };
}
