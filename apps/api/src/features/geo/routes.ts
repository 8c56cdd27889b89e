import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idInput } from '@upline/contract/input';
import { schema } from '@upline/db';
import { errorBodySchema } from '@upline/contract/errors';
import { countriesResponseSchema, detectCountryResponseSchema, statesResponseSchema } from '@upline/contract/geo';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { detectCountry } from './detect-country.js';

/** Countries the shop sells to, their states and provinces, and a guess of the visitor's country. */
export function geoRoutes(deps: AppDeps) {
  const { countries, states } = schema;
  const sellingCountries = () =>
    deps.db
      .select({ id: countries.id, name: countries.name, shortname: countries.shortname, currency: countries.currency })
      .from(countries)
      .where(eq(countries.isSelling, true))
      .orderBy(asc(countries.name));

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/countries', {
      schema: { tags: ['geo'], summary: 'Countries the shop sells to', response: { 200: countriesResponseSchema } },
    }, async () => ({ countries: await sellingCountries() }));

    r.get('/states/:countryId', {
      schema: {
        tags: ['geo'],
        summary: 'States or provinces of a country',
        params: z.object({ countryId: idInput('Unknown country') }),
        response: { 200: statesResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const country = await deps.db.select({ id: countries.id }).from(countries).where(eq(countries.id, request.params.countryId)).limit(1);
      if (!country[0]) throw notFound('Unknown country');
      const rows = await deps.db
        .select({ id: states.id, name: states.name, code: states.code })
        .from(states)
        .where(eq(states.countryId, request.params.countryId))
        .orderBy(asc(states.name));
      return { states: rows };
    });

    r.get('/detect-country', {
      schema: { tags: ['geo'], summary: "Guess of the visitor's country", response: { 200: detectCountryResponseSchema } },
    }, async (request) => {
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
