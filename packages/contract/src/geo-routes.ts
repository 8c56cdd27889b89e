import { z } from 'zod';
import { countriesResponseSchema, detectCountryResponseSchema, geoMessages, statesResponseSchema } from './geo.js';
import { idInput } from './input.js';
import { defineRoute } from './route.js';

// Countries, states and the visitor's country (storefront §7), one descriptor each (route.ts).
// The web calls them through the zod-free references of geo-refs.ts (the country popup loads first).

const geoCall = { audience: 'public', tags: ['geo'] } as const;

export const geoRoutes = {
  countries: defineRoute({
    ...geoCall,
    method: 'GET',
    path: '/countries',
    summary: 'Countries the shop sells to',
    response: countriesResponseSchema,
    errors: [],
  }),
  states: defineRoute({
    ...geoCall,
    method: 'GET',
    path: '/states/:countryId',
    summary: 'States or provinces of a country',
    params: z.object({ countryId: idInput(geoMessages.countryNotFound) }),
    response: statesResponseSchema,
    errors: [400, 404],
  }),
  detectCountry: defineRoute({
    ...geoCall,
    method: 'GET',
    path: '/detect-country',
    summary: "Guess of the visitor's country",
    response: detectCountryResponseSchema,
    errors: [],
  }),
};
