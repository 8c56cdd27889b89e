import { z } from 'zod';
import { currencySchema } from './currency.js';

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 3166-1 alpha-2, e.g. 'US', 'CA'. */
  shortname: z.string(),
  currency: currencySchema,
});
/** GET countries: the countries the shop sells to. */
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
/** GET states/{countryId} */
export const statesResponseSchema = z.object({ states: z.array(stateSchema) });
export type State = z.infer<typeof stateSchema>;

/** GET detect-country: from the trusted proxy's country header, else Accept-Language, else unknown (nulls). */
export const detectCountryResponseSchema = z.object({
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  currency: currencySchema.nullable(),
  detected_ip: z.string().nullable(),
});
export type DetectCountryResponse = z.infer<typeof detectCountryResponseSchema>;

/** Stable codes of the geo calls' expected failures; the route maps each to its status. */
export const geoFailures = ['country_not_found'] as const;
export type GeoFailure = (typeof geoFailures)[number];

export const geoMessages = { countryNotFound: 'Unknown country' } as const;
