import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@upline/contract/errors';
import { teamAdminMessages as m } from '@upline/contract/team-admin';
import { teamAdminRoutes as calls } from '@upline/contract/team-admin-routes';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { requireAdmin } from '../../http/session.js';
import { loadAdminMember, searchMembers } from './admin-members-read.js';
import { changeSponsor, previewSponsorChange } from './change-sponsor.js';
import { closeAccount } from './close-account.js';

function refused(result: { status: 400 | 404; message: string; field?: string }): AppError {
  if (result.status === 404) return notFound(result.message);
  return new AppError(400, errorCodes.validation, result.message, result.field ? { [result.field]: result.message } : undefined);
}

/** Staff: members (issue 16 item 6): search, profile, sponsor change with its preview, closing an account. */
export function teamAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.members, async (request) => {
      return searchMembers(deps.db, request.query);
    });

    registerRoute(app, calls.member, async (request) => {
      const member = await loadAdminMember(deps.db, request.params.id);
      if (!member) throw notFound(m.memberNotFound);
      return member;
    });

    registerRoute(app, calls.sponsorPreview, async (request) => {
      const admin = requireAdmin(request);
      const result = await previewSponsorChange(deps, { staffId: admin.id, memberId: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return result.preview;
    });

    registerRoute(app, calls.changeSponsor, async (request) => {
      const admin = requireAdmin(request);
      const result = await changeSponsor(deps, { staffId: admin.id, memberId: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.sponsorChanged, preview: result.preview };
    });

    registerRoute(app, calls.closeAccount, async (request) => {
      const admin = requireAdmin(request);
      const result = await closeAccount(deps, { staffId: admin.id, memberId: request.params.id, body: request.body });
      if (!result.ok) throw refused(result);
      return { message: m.accountClosed, sessions_revoked: result.sessionsRevoked, subscriptions_cancelled: result.subscriptionsCancelled };
    });
  };
}
