import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { queryPrepared, schema, shiftPlaceholders, type Transaction } from '@upline/db';
import { IDEMPOTENCY_HEADER, orderMessages } from '@upline/contract/orders';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { orderFailure, type OrderResult } from './order-failure.js';
import { livenessOf } from '../../platform/process-liveness.js';

// Requests that create orders or take money carry an Idempotency-Key. The first request claims
// the key (a committed row with a short lock; the request's first read can ride on that
// statement), runs, and stores its answer (or has the write that decides it keep it, see
// KeepAnswer: the order's insert, the paying transaction); a repeat with the
// same key and body gets that answer without running again, a repeat that arrives while the
// first still runs waits for it, and the same key with another body is refused with 422.
// Only decided answers are kept (2xx, and 402: the card was refused); a validation error or a
// changed price frees the key again so the shopper can correct and retry. The claim names the
// API process that holds it: when that process has died (a crash, a restart mid-checkout), the
// repeat takes the key over within moments instead of waiting for the lock to expire.

export interface IdempotentAnswer<T = unknown> {
  statusCode: number;
  body: T;
}

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const KEY = /^[\x21-\x7e]{8,255}$/;
const LOCK_MS = 60_000;
const WAIT_MS = 15_000;
const POLL_MS = 25;
/** How often a waiting repeat asks whether the holder still runs. */
const LIVENESS_EVERY_MS = 250;

/** JSON with object keys sorted, so that the same body always hashes alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(body ?? null))).digest('hex');
}

/** The request's Idempotency-Key header, or idempotency_key_required when it is missing or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): OrderResult<string> {
  const value = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof value === 'string' ? value.trim() : '';
  if (!KEY.test(key)) return orderFailure('idempotency_key_required', orderMessages.idempotencyKeyRequired);
  return { ok: true, value: key };
}

// The first claim and the stored answer are on every order and payment: prepared statements.
const claimText = `
insert into idempotency_keys (scope, key, user_id, request_hash, locked_until, holder, created_at)
values ($1, $2, $3, $4, $5, $6, $7)
on conflict do nothing
returning key`;

/**
 * A read that runs in the same statement as the first claim (one round trip instead of two): the
 * request's first query, named and parameterised as for queryPrepared. Its row reaches `run` when
 * that claim won; a request that waited, or took the key over, reads again itself.
 */
export interface ReadWithClaim {
  name: string;
  text: string;
  values: readonly unknown[];
}

const claimParameters = 7;
const claimWithReadTexts = new Map<string, string>();

/** The claim and the read as one statement: the read's placeholders follow the claim's seven. */
function claimWithReadText(read: ReadWithClaim): string {
  let text = claimWithReadTexts.get(read.name);
  if (text === undefined) {
    const shifted = shiftPlaceholders(read.text, claimParameters);
    text = `with claim as (${claimText})
select c.n as idempotency_claimed, r.* from (select count(*)::int as n from claim) c left join (${shifted}) r on true`;
    claimWithReadTexts.set(read.name, text);
  }
  return text;
}


/**
 * Keeps the request's answer with the write that decides it, so that the answer is kept as that
 * write commits (a commit fewer than storing it after, decision 0043). Use it only where that
 * write's failure fails the run; the answer `run` returns must then be the kept one (if it
 * differs, the returned one is stored over it).
 */
export interface KeepAnswer<T> {
  /** Writes the answer inside the caller's transaction, as a statement of its own. */
  inTransaction(tx: Transaction, answer: IdempotentAnswer<T>): Promise<void>;
  /** The key's row, for a statement that sets its status_code and response itself… */
  readonly scope: string;
  readonly key: string;
  /** …which then says so, once it has run and written it. */
  kept(answer: IdempotentAnswer<T>): void;
}

const answerWriteText = 'update idempotency_keys set status_code = $3, response = $4::jsonb, locked_until = null where scope = $1 and key = $2';

const isKept = (statusCode: number) => (statusCode >= 200 && statusCode < 300) || statusCode === 402;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` at most once per (scope, key): see the file comment. `userId` binds the key to
 * the signed-in member (a guest's key is bound to nobody and is an unguessable random value).
 * The key used with another body (idempotency_key_reused) or still held by a running request
 * after the wait (request_in_progress) are failures returned without running.
 */
export async function runIdempotent<T>(
  deps: Deps,
  claim: { scope: string; key: string; userId: number | null; body: unknown },
  run: (firstRead?: Record<string, unknown>, keepAnswer?: KeepAnswer<T>) => Promise<IdempotentAnswer<T>>,
  readWithClaim?: ReadWithClaim,
): Promise<OrderResult<IdempotentAnswer<T> & { isReplay: boolean }>> {
  const { idempotencyKeys: k } = schema;
  const requestHash = requestHashOf(claim.body);
  // Built only on the rare ways (a repeat, a refusal): the first claim and answer are prepared.
  const where = () => and(eq(k.scope, claim.scope), eq(k.key, claim.key));
  const lockUntil = () => new Date(deps.clock.now().getTime() + LOCK_MS);
  const liveness = await livenessOf(deps.db);
  const holder = liveness.id;

  const claimValues = [claim.scope, claim.key, claim.userId, requestHash, lockUntil(), holder, deps.clock.now()];
  let isClaimed: boolean;
  let firstRead: Record<string, unknown> | undefined;
  if (readWithClaim) {
    const [row] = await queryPrepared<Record<string, unknown> & { idempotency_claimed: number }>(deps.db, `idempotency_claim+${readWithClaim.name}`, claimWithReadText(readWithClaim), [...claimValues, ...readWithClaim.values]);
    isClaimed = Number(row?.idempotency_claimed) > 0;
    if (isClaimed && row) {
      const { idempotency_claimed: _, ...read } = row;
      firstRead = read;
    }
  } else {
    isClaimed = (await queryPrepared(deps.db, 'idempotency_claim', claimText, claimValues)).length > 0;
  }

  const deadline = Date.now() + WAIT_MS;
  let nextLivenessCheck = 0;
  while (!isClaimed) {
    const [row] = await deps.db.select().from(k).where(where());
    if (!row) {
      // The first request failed and gave the key back: this one runs.
      isClaimed = (await deps.db.insert(k).values({ scope: claim.scope, key: claim.key, userId: claim.userId, requestHash, lockedUntil: lockUntil(), holder }).onConflictDoNothing().returning({ key: k.key })).length > 0;
      continue;
    }
    if (row.requestHash !== requestHash || row.userId !== claim.userId) {
      return orderFailure('idempotency_key_reused', orderMessages.idempotencyKeyReused);
    }
    if (row.statusCode !== null) return { ok: true, value: { statusCode: row.statusCode, body: row.response as T, isReplay: true } };
    const isExpired = row.lockedUntil !== null && row.lockedUntil.getTime() <= deps.clock.now().getTime();
    let isHolderGone = false;
    if (!isExpired && row.holder !== null && Date.now() >= nextLivenessCheck) {
      nextLivenessCheck = Date.now() + LIVENESS_EVERY_MS;
      isHolderGone = !(await liveness.isAlive(row.holder));
    }
    if (isExpired || isHolderGone) {
      // The first request died without an answer: take the key over (once, even if several try).
      const sameClaim = row.lockedUntil === null ? isNull(k.lockedUntil) : eq(k.lockedUntil, row.lockedUntil);
      const taken = await deps.db
        .update(k)
        .set({ lockedUntil: lockUntil(), holder })
        .where(and(where(), isNull(k.statusCode), sameClaim))
        .returning({ key: k.key });
      isClaimed = taken.length > 0;
      continue;
    }
    if (Date.now() > deadline) return orderFailure('request_in_progress', orderMessages.requestInProgress);
    await sleep(POLL_MS);
  }

  let keptInside: string | undefined;
  const keepAnswer: KeepAnswer<T> = {
    scope: claim.scope,
    key: claim.key,
    kept: (kept) => {
      keptInside = `${kept.statusCode} ${JSON.stringify(kept.body)}`;
    },
    inTransaction: async (tx, kept) => {
      await queryPrepared(tx, 'idempotency_answer', answerWriteText, [claim.scope, claim.key, kept.statusCode, JSON.stringify(kept.body)]);
      keepAnswer.kept(kept);
    },
  };

  let answer: IdempotentAnswer<T>;
  try {
    answer = await run(firstRead, keepAnswer);
  } catch (err) {
    if (err instanceof AppError && isKept(err.statusCode)) {
      // A refused card is a decided answer too: the repeat gets the same refusal, not a new attempt.
      const body = { error: err.message, code: err.code, ...err.extra };
      await deps.db.update(k).set({ statusCode: err.statusCode, response: body, lockedUntil: null }).where(where());
    } else {
      await deps.db.delete(k).where(and(where(), isNull(k.statusCode)));
    }
    throw err;
  }
  if (isKept(answer.statusCode)) {
    const body = JSON.stringify(answer.body);
    if (keptInside !== `${answer.statusCode} ${body}`) await queryPrepared(deps.db, 'idempotency_answer', answerWriteText, [claim.scope, claim.key, answer.statusCode, body]);
  } else {
    await deps.db.delete(k).where(and(where(), isNull(k.statusCode)));
  }
  return { ok: true, value: { ...answer, isReplay: false } };
}
