import { accountRoutes as calls } from '@upline/contract/account-routes';
import type { AppDeps } from '../../deps.js';
import { describedRoute, type AudienceRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { changePassword } from './change-password.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { accountError } from './account-failure.js';
import { checkUncommonPassword } from './common-passwords.js';

/**
 * Forgotten password (e-mailed link) and reset with that link, for anyone; change while signed in,
 * a member's call (app.ts registers each in the group of its audience).
 */
export function passwordRoutes(deps: AppDeps): AudienceRoute[] {
  return [
    // Per address: 10 requests in 15 minutes (each account also gets at most 3 e-mails an
    // hour, silently, so the answer never tells whether an account exists).
    describedRoute(calls.forgotPassword, async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: 'If an account exists for this e-mail, we have sent a link to reset your password.' };
    }, { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } }),

    describedRoute(calls.resetPassword, async (request) => {
      const isUncommon = await checkUncommonPassword(request.body.password, 'password');
      if (!isUncommon.ok) throw accountError(isUncommon.failure);
      const result = await resetPassword(deps, request.body.token, request.body.password);
      if (!result.ok) throw accountError(result.failure);
      return { message: 'Your password has been reset. Please log in.' };
    }),

    // Signed-in first (the member group's guard): an anonymous call is a 401 whatever its body.
    describedRoute(calls.changePassword, async (request) => {
      const caller = requireUser(request);
      const isUncommon = await checkUncommonPassword(request.body.new_password, 'new_password');
      if (!isUncommon.ok) throw accountError(isUncommon.failure);
      const result = await changePassword(deps, caller, request.body.old_password, request.body.new_password, request.ip);
      if (!result.ok) throw accountError(result.failure);
      return { message: 'Your password has been changed.' };
    }),
  ];
}
