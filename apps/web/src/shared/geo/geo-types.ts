import type { z } from 'zod';
import type { countriesResponseSchema, statesResponseSchema } from '@upline/contract/geo';

// Types only: the answers are validated by the server, and the schemas stay out of the bundle.
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;
export type StatesResponse = z.infer<typeof statesResponseSchema>;
export type { DetectCountryResponse } from '@upline/contract/geo';
