import { z } from 'zod';

/**
 * Every 4xx/5xx body (ARCHITECTURE §2.5): a human message (the spec's text where it has one),
 * a stable machine code, and optional per-field messages for forms.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable codes shared by api and web. Add new ones here, never rename. */
export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unknownLanguage: 'unknown_language',
  unknownUserType: 'unknown_user_type',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
