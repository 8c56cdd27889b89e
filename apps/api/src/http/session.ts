import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@upline/db';
import { schema } from '@upline/db';
import { errorCodes } from '@upline/contract/errors';
import { AppError, forbidden, unauthenticated } from './errors.js';

export const SESSION_COOKIE = 'upline_session';

export interface SessionUser {
  id: number;
  sessionId: number;
  memberType: 'customer' | 'ambassador' | 'scholar';
  isAdmin: boolean;
  firstname: string;
}

/** Who may call a route: members (signed in) or staff (the admin role). Unset or 'public': anyone. */
export type Audience = 'member' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, resolved once per request from the cookie or the bearer token. */
    currentUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Set from the call's descriptor, or by its audience group (audiences.ts). */
    audience?: Audience | 'public';
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

function tokenFrom(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token ? { token, via: 'bearer' } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a Referer header, or null. */
function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * True when a request comes from a page of another origin (another site, or another port or
 * subdomain of ours: same-site is not same-origin). Browsers name the page's origin in `Origin`
 * (else `Referer`) and say where the request comes from in `Sec-Fetch-Site`; a client that
 * sends none of them is not a browser, and a browser is what forgery needs.
 */
export function isForeignOrigin(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin || origin === 'null') return site === 'cross-site' || site === 'same-site' || origin === 'null';
  const own = `${request.protocol}://${request.host}`;
  return origin !== own && !trustedOrigins.includes(origin);
}

export interface SessionOptions {
  db: Database;
  /** Origins besides the shop's own whose pages may send cookie-authenticated changes (a separate web host). */
  trustedOrigins?: readonly string[];
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
    const via = await resolveCurrentUser(request, opts);
    // Same-site forgery: a change sent with the session cookie from a page of another origin
    // (another site, or another port of this host, to which the cookie still goes) is refused.
    // Calls with a bearer token carry their credential themselves and cannot be forged this way.
    if (via === 'cookie' && !SAFE_METHODS.has(request.method) && isForeignOrigin(request, opts.trustedOrigins ?? [])) {
      throw new AppError(403, errorCodes.forbidden, 'This request came from another site and was refused.');
    }
    // Who may make the call is checked next, by the guard of the call's audience group
    // (audiences.ts), before its body is read or validated.
  });
  // API answers are personal unless a route says otherwise (the catalogue's revalidated
  // answers, public files): nothing is stored by a browser or a shared cache by default.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

/** Sets `request.currentUser` when the request carries a live session; answers how it was carried. */
async function resolveCurrentUser(request: FastifyRequest, opts: SessionOptions): Promise<'bearer' | 'cookie' | null> {
  const found = tokenFrom(request);
  if (!found) return null;
  const { token } = found;
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
    return found.via;
  }
  return null;
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
export function requireUser(request: Pick<FastifyRequest, 'currentUser'>): SessionUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}

/** Guard for admin routes: signed in and holding the staff admin role (checked on the server, every call). */
export function requireAdmin(request: Pick<FastifyRequest, 'currentUser'>): SessionUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}
