import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { forbidden, unauthenticated } from './errors.js';

export const SESSION_COOKIE = 'upline_session';

export interface SessionUser {
  id: number;
  sessionId: number;
  memberType: 'customer' | 'ambassador' | 'scholar';
  isAdmin: boolean;
  firstname: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, resolved once per request from the cookie or the bearer token. */
    currentUser: SessionUser | null;
  }
}

/** A session token is 32 random bytes; only its SHA-256 is stored, so a database leak reveals no usable token. */
export function newSessionToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

export interface SessionOptions {
  db: Database;
  cookieSecure: boolean;
  ttlDays: number;
  now: () => Date;
}

/** Resolves `request.currentUser` from an HttpOnly cookie (web) or `Authorization: Bearer` (API clients). */
export async function registerSessions(app: FastifyInstance, opts: SessionOptions) {
  await app.register(cookie);
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFrom(request);
    if (!token) return;
    const { sessions, users } = schema;
    const rows = await opts.db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        memberType: users.memberType,
        isAdmin: users.isAdmin,
        firstname: users.firstname,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, opts.now())))
      .limit(1);
    const row = rows[0];
    if (row) {
      request.currentUser = {
        id: row.userId,
        sessionId: row.sessionId,
        memberType: row.memberType,
        isAdmin: row.isAdmin,
        firstname: row.firstname,
      };
    }
  });
}

/** Creates a session row and sets the cookie; returns the raw token (the spec's access_token). */
export async function startSession(
  reply: FastifyReply,
  opts: SessionOptions,
  userId: number,
  meta: { userAgent?: string; ip?: string },
) {
  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(opts.now().getTime() + opts.ttlDays * 86_400_000);
  await opts.db.insert(schema.sessions).values({
    userId,
    tokenHash,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.cookieSecure,
    expires: expiresAt,
  });
  return token;
}

/** Revokes the current session on the server and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, opts: SessionOptions) {
  if (request.currentUser) {
    await opts.db
      .update(schema.sessions)
      .set({ revokedAt: opts.now() })
      .where(eq(schema.sessions.id, request.currentUser.sessionId));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Guard for member routes: the caller must be signed in. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}

/** Guard for admin routes: signed in and holding the staff admin role (checked on the server, every call). */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}
