import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '@upline/contract/accounts';
import { errorBodySchema } from '@upline/contract/errors';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/session.js';
import { changePassword } from './change-password.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { assertUncommonPassword } from './common-passwords.js';

/** Forgotten password (e-mailed link), reset with that link, and change while signed in. */
export function passwordRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/forgotpassword', {
      // Per address: 10 requests in 15 minutes (each account also gets at most 3 e-mails an
      // hour, silently, so the answer never tells whether an account exists).
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema },
      },
    }, async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: 'If an account exists for this e-mail, we have sent a link to reset your password.' };
    });

    r.post('/reset-password', {
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the token from the e-mailed link; signs out every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema },
      },
    }, async (request) => {
      assertUncommonPassword(request.body.password, 'password');
      await resetPassword(deps, request.body.token, request.body.password);
      return { message: 'Your password has been reset. Please log in.' };
    });

    r.post('/user/change_password', {

      config: { audience: 'member' },
      // Signed-in first: an anonymous call is a 401 whatever its body.
      preValidation: async (request) => void requireUser(request),
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (needs the current one); signs out the other sessions',
        security: [{ bearer: [] }, { cookie: [] }],
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    }, async (request) => {
      const caller = requireUser(request);
      assertUncommonPassword(request.body.new_password, 'new_password');
      await changePassword(deps, caller, request.body.old_password, request.body.new_password, request.ip);
      return { message: 'Your password has been changed.' };
    });
  };
}
