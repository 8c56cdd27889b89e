import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { errorCodes } from '@upline/contract/errors';
import { geoMessages, type GeoFailure } from '@upline/contract/geo';
import { geoRoutes as calls } from '@upline/contract/geo-routes';
import { schema } from '@upline/db';
import type { AppDeps } from '../../deps.js';
import { AppError, type AppErrorCode } from '../../http/errors.js';
import { registerRoute } from '../../http/route.js';
import { detectCountry } from './detect-country.js';
import { listStates } from './list-states.js';

/** The status, wire code and message of each expected geo failure. */
function geoError(code: GeoFailure): AppError {
  const table: Record<GeoFailure, [number, AppErrorCode, string]> = {
    country_not_found: [404, errorCodes.notFound, geoMessages.countryNotFound],
  };
  const [status, wireCode, message] = table[code];
  return new AppError(status, wireCode, message);
}

/** Countries the shop sells to, their states and provinces, and a guess of the visitor's country. */
export function geoRoutes(deps: AppDeps) {
  const { countries } = schema;
  const sellingCountries = () =>
    deps.db
      .select({ id: countries.id, name: countries.name, shortname: countries.shortname, currency: countries.currency })
      .from(countries)
      .where(eq(countries.isSelling, true))
      .orderBy(asc(countries.name));

  return async (app: FastifyInstance) => {
    registerRoute(app, calls.countries, async () => ({ countries: await sellingCountries() }));

    registerRoute(app, calls.states, async (request) => {
      const result = await listStates(deps.db, request.params.countryId);
      if (!result.ok) throw geoError(result.code);
      return { states: result.states };
    });

    registerRoute(app, calls.detectCountry, async (request) => {
      const header = deps.config.trustProxy ? request.headers[deps.config.countryHeader] : undefined;
      return detectCountry({
        proxyCountry: Array.isArray(header) ? header[0] : header,
        acceptLanguage: request.headers['accept-language'],
        ip: request.ip ?? null,
        selling: await sellingCountries(),
      });
    });
  };
}
