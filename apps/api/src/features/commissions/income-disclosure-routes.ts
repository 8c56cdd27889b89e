import type { FastifyInstance } from 'fastify';
import { incomeDisclosureMessages, incomeDisclosureRoute, type IncomeDisclosure } from '@upline/contract/income-disclosure';
import { checkDisclosureYear, localDate, type DisclosurePeriodRequest } from '@upline/domain/commissions';
import type { AppDeps } from '../../deps.js';
import { badRequest } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { incomeDisclosure } from './income-disclosure.js';

/** How long a computed disclosure is served from memory (and by browsers and CDNs). */
export const INCOME_DISCLOSURE_TTL_MS = 10 * 60_000;

/** The public income disclosure (plan §9): read by anyone, computed at most once per period and TTL. */
export function incomeDisclosureRoutes(deps: AppDeps) {
  const cache = new Map<string, { expiresAt: number; answer: Promise<IncomeDisclosure> }>();

  const cached = (request: DisclosurePeriodRequest): Promise<IncomeDisclosure> => {
    const now = deps.clock.now();
    const today = localDate(now, deps.config.shopTimeZone);
    // The trailing 12 months move with the month; a year is a year.
    const key = request.kind === 'year' ? `year:${request.year}` : `trailing-12:${today.slice(0, 7)}`;
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now.getTime()) return hit.answer;
    const answer = incomeDisclosure(deps.db, { request, now, timeZone: deps.config.shopTimeZone });
    cache.set(key, { expiresAt: now.getTime() + INCOME_DISCLOSURE_TTL_MS, answer });
    // A failed computation is retried by the next request rather than served from the cache.
    answer.catch(() => {
      if (cache.get(key)?.answer === answer) cache.delete(key);
    });
    return answer;
  };

  return async (app: FastifyInstance) => {
    registerRoute(app, incomeDisclosureRoute, async (request, reply) => {
      const { year, period } = request.query;
      if (year !== undefined && period !== undefined) throw badRequest(incomeDisclosureMessages.both);
      const currentYear = Number(localDate(deps.clock.now(), deps.config.shopTimeZone).slice(0, 4));
      let wanted: DisclosurePeriodRequest = { kind: 'year', year: currentYear };
      if (period === 'trailing-12') wanted = { kind: 'trailing-12' };
      if (year !== undefined) {
        const checked = checkDisclosureYear(/^\d{4}$/.test(year.trim()) ? Number(year) : Number.NaN, currentYear);
        if (!checked.ok) throw badRequest(checked.message, 'invalid_year', { year: checked.message });
        wanted = { kind: 'year', year: checked.year };
      }
      reply.header('cache-control', `public, max-age=${INCOME_DISCLOSURE_TTL_MS / 1000}`);
      return cached(wanted);
    });
  };
}
