import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AuthResponse } from '@upline/contract/accounts';
import type { AppDeps } from '../../deps.js';
import { startSession, type SessionOptions } from '../../http/session.js';
import { authResponse, loadAccountUser } from './account-user.js';

/**
 * Opens a session for a member who just proved who they are (login or signup): the HttpOnly
 * cookie for the web, the same token as access_token for API clients.
 */
export async function signIn(
  deps: AppDeps,
  sessions: SessionOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  message: string,
): Promise<AuthResponse> {
  // A session already on this browser (someone else's, or a stale one) ends here rather than lingering.
  if (request.currentUser) {
    await deps.db
      .update(schema.sessions)
      .set({ revokedAt: deps.clock.now() })
      .where(eq(schema.sessions.id, request.currentUser.sessionId));
  }
  const token = await startSession(reply, sessions, userId, { userAgent: request.headers['user-agent'], ip: request.ip });
  const user = await loadAccountUser(deps.db, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  return authResponse(token, message, user);
}
