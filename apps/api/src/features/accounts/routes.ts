import type { FastifyInstance } from 'fastify';
import { accountErrorCodes } from '@upline/contract/accounts';
import { accountRoutes as calls } from '@upline/contract/account-routes';
import { errorCodes } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { endSession, type SessionOptions } from '../../http/session.js';
import { loadAccountUser } from './account-user.js';
import { findSponsorByUrlName } from './get-sponsor-info.js';
import { verifyLogin, type LoginResult } from './login.js';
import { registerMember } from './register-member.js';
import { signIn } from './sign-in.js';
import { subscriptionError } from '../subscriptions/subscription-failure.js';
import { accountError } from './account-failure.js';
import { checkUncommonPassword } from './common-passwords.js';

const loginFailures: Record<Exclude<LoginResult, { ok: true }>['reason'], () => AppError> = {
  'invalid-credentials': () => new AppError(401, accountErrorCodes.invalidCredentials, 'Invalid email or password.'),
  throttled: () => new AppError(429, errorCodes.rateLimited, 'Too many sign-in attempts. Please wait a few minutes and try again.'),
  inactive: () => new AppError(403, accountErrorCodes.accountInactive, 'This account is closed. Please contact support.'),
};

/** Sponsor look-up for referral links, sign-in, signup, the current session and sign-out. */
export function accountRoutes(deps: AppDeps, sessions: SessionOptions) {
  return async (app: FastifyInstance) => {
    registerRoute(app, calls.sponsor, async (request) => {
      const urlName = request.params.urlName ?? deps.config.defaultSponsorUrlName;
      const sponsor = await findSponsorByUrlName(deps.db, urlName);
      if (!sponsor) throw notFound('Unknown link name');
      return sponsor;
    });

    registerRoute(app, calls.login, async (request, reply) => {
      const result = await verifyLogin(deps.db, { ...request.body, ip: request.ip ?? null }, deps.clock.now());
      if (!result.ok) throw loginFailures[result.reason]();
      return signIn(deps, sessions, request, reply, result.userId, 'You are now signed in.');
    });

    // 'This e-mail is already registered' tells whoever asks that an address is a member's:
    // signups from one address are limited per hour, so the answer cannot be used to sweep a
    // list of e-mails (decision 0007).
    registerRoute(app, calls.register, async (request, reply) => {
      const isUncommon = await checkUncommonPassword(request.body.password, 'password');
      if (!isUncommon.ok) throw accountError(isUncommon.failure);
      const result = await registerMember(deps, request.body, request.log);
      if (!result.ok) throw 'planFailure' in result ? subscriptionError(result.planFailure) : accountError(result.failure);
      return signIn(deps, sessions, request, reply, result.value, 'Your account has been created successfully.');
    }, { config: { rateLimit: { max: deps.config.registerLimitPerHour, timeWindow: '1 hour' } } });

    registerRoute(app, calls.session, async (request) => ({ user: request.currentUser ? await loadAccountUser(deps.db, request.currentUser.id) : null }));

    registerRoute(app, calls.logout, async (request, reply) => {
      await endSession(request, reply, sessions);
      return { message: 'You have been logged out.' };
    });
  };
}
