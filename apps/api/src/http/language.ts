import { errorCodes } from '@upline/contract/errors';
import { badRequest } from './errors.js';

/**
 * Resolves an optional `{lang}` path segment against the shop's active languages: absent means
 * the default language; an unknown code is a 400 the caller can read.
 */
export function resolveLanguage(requested: string | undefined, active: readonly { code: string; isDefault: boolean }[]) {
  const fallback = active.find((l) => l.isDefault)?.code ?? 'en';
  if (requested === undefined || requested === '') return fallback;
  const code = requested.toLowerCase();
  if (!active.some((l) => l.code === code)) {
    throw badRequest(
      `Unknown language '${requested}'. Available: ${active.map((l) => l.code).join(', ')}.`,
      errorCodes.unknownLanguage,
    );
  }
  return code;
}
