import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A first-party, HttpOnly cookie naming the browser with a random id, so that a guest's flash
 * sale runs 24 hours from their first view. It identifies a browser, not a person, and carries
 * nothing else.
 */
export const VISITOR_COOKIE = 'upline_visitor';
const VISITOR_MAX_AGE_SECONDS = 400 * 86_400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The browser's visitor id from its cookie, or null when absent or not one of ours. */
export function readVisitorId(request: FastifyRequest): string | null {
  const value = request.cookies[VISITOR_COOKIE];
  return value && UUID.test(value) ? value : null;
}

/** The browser's visitor id, issuing a new cookie when it has none. */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, opts: { secure: boolean }): string {
  const existing = readVisitorId(request);
  if (existing) return existing;
  const id = randomUUID();
  reply.setCookie(VISITOR_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: VISITOR_MAX_AGE_SECONDS });
  // Later reads in the same request see it too.
  request.cookies[VISITOR_COOKIE] = id;
  return id;
}
