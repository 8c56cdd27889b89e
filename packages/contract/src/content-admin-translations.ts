import { z } from 'zod';
import { contentAdminMessages as m } from './content-admin.js';
import { idInput, safeText } from './input.js';

// The translation queue: catalogue texts not translated yet (the list and answer schemas are in content.ts).

/** The longest translation staff may write (a source text has at most 5,000 characters). */
export const MAX_TRANSLATION = 10_000;
export const translationParamsSchema = z.object({ id: idInput(m.translationNotFound) });
/** PUT admin/translations/{id}: the translation of one catalogue text. */
export const saveTranslationBodySchema = z.object({
  text: safeText(z.string({ error: m.translationRequired }).trim().min(1, m.translationRequired).max(MAX_TRANSLATION, m.tooLong(MAX_TRANSLATION))),
});
