import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_ACCESS_HEADER } from '@upline/contract/orders';
import type { AppDeps } from '../../deps.js';

// A guest has no account, so the browser that placed a guest order proves it with a signed token:
// `<order id>.<expiry seconds>.<HMAC>`, kept in an HttpOnly cookie (several orders, newest last)
// and also answered once so a client without cookies can send it back in X-Order-Access. Order
// ids are sequential: without this proof anyone could read another shopper's order.

export const ORDER_ACCESS_COOKIE = 'upline_order_access';
const TTL_SECONDS = 30 * 86_400;
const MAX_TOKENS = 8;
const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

type AccessDeps = Pick<AppDeps, 'config' | 'clock'>;

// Derived once per encryption key (every order placed and paid signs or checks a token).
const signingKeys = new WeakMap<Buffer, Buffer>();

function signingKey(deps: AccessDeps): Buffer {
  const secret = deps.config.encryptionKey;
  let key = signingKeys.get(secret);
  if (!key) {
    // Derived from the encryption key with its own label, so the key itself never signs anything.
    key = createHmac('sha256', secret).update('upline:order-access:v1').digest();
    signingKeys.set(secret, key);
  }
  return key;
}

function signature(deps: AccessDeps, orderId: number, expires: number): string {
  return createHmac('sha256', signingKey(deps)).update(`${orderId}.${expires}`).digest('base64url').slice(0, 32);
}

/** A new access token for one order, valid 30 days. */
export function signOrderAccess(deps: AccessDeps, orderId: number): string {
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + TTL_SECONDS;
  return `${orderId}.${expires}.${signature(deps, orderId, expires)}`;
}

/** True when the token is ours, unexpired and names this order. */
export function verifyOrderAccess(deps: AccessDeps, token: string, orderId: number): boolean {
  const match = TOKEN.exec(token);
  if (!match || Number(match[1]) !== orderId) return false;
  const expires = Number(match[2]);
  if (expires * 1000 < deps.clock.now().getTime()) return false;
  const expected = Buffer.from(signature(deps, orderId, expires));
  const given = Buffer.from(match[3] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function cookieTokens(request: FastifyRequest): string[] {
  return (request.cookies[ORDER_ACCESS_COOKIE] ?? '').split('~').filter((t) => TOKEN.test(t));
}

/** True when the request carries a valid proof for this order (cookie or header). */
export function hasOrderAccess(deps: AccessDeps, request: FastifyRequest, orderId: number): boolean {
  const header = request.headers[ORDER_ACCESS_HEADER];
  const fromHeader = typeof header === 'string' ? [header.trim()] : [];
  return [...fromHeader, ...cookieTokens(request)].some((t) => verifyOrderAccess(deps, t, orderId));
}

/** Adds the token to the browser's order-access cookie (keeping the newest few) and returns it. */
export function grantOrderAccess(deps: AccessDeps, request: FastifyRequest, reply: FastifyReply, orderId: number, token = signOrderAccess(deps, orderId)): string {
  const others = cookieTokens(request).filter((t) => !t.startsWith(`${orderId}.`));
  const tokens = [...others, token].slice(-MAX_TOKENS);
  reply.setCookie(ORDER_ACCESS_COOKIE, tokens.join('~'), {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.cookieSecure,
    maxAge: TTL_SECONDS,
  });
  request.cookies[ORDER_ACCESS_COOKIE] = tokens.join('~');
  return token;
}
