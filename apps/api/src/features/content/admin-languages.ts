import type { Database } from '@upline/db';
import { schema } from '@upline/db';

/** The shop's languages (active or not) and the default one, for the staff's per-language texts. */
export async function shopLanguages(db: Database): Promise<{ codes: Set<string>; defaultLang: string }> {
  const rows = await db.select({ code: schema.languages.code, isDefault: schema.languages.isDefault }).from(schema.languages);
  return { codes: new Set(rows.map((r) => r.code)), defaultLang: rows.find((r) => r.isDefault)?.code ?? 'en' };
}

export type TextsCheck = { ok: true } | { ok: false; field: string; message: string };

/**
 * Checks the languages of a staff save: every code is one of the shop's, the default language's
 * texts are there and have their required field, and another language with any text has it too
 * (an all-empty language is removed, so the shop falls back to the default there).
 */
export function checkTexts<T extends object>(
  translations: Record<string, T>,
  langs: { codes: Set<string>; defaultLang: string },
  required: keyof T & string,
  messages: { unknownLanguage: string; required: string; defaultRequired: string },
): TextsCheck {
  for (const lang of Object.keys(translations)) {
    if (!langs.codes.has(lang)) return { ok: false, field: `translations.${lang}`, message: messages.unknownLanguage };
  }
  const own = translations[langs.defaultLang];
  if (!own) return { ok: false, field: `translations.${langs.defaultLang}`, message: messages.defaultRequired };
  for (const [lang, texts] of Object.entries(translations)) {
    const isEmpty = Object.values(texts).every((v) => typeof v !== 'string' || v.trim() === '');
    if (lang !== langs.defaultLang && isEmpty) continue;
    const value = (texts as Record<string, unknown>)[required];
    if (typeof value !== 'string' || value.trim() === '') return { ok: false, field: `translations.${lang}.${required}`, message: messages.required };
  }
  return { ok: true };
}

/** The languages whose texts are all empty (not the default): their rows are removed. */
export function emptyLanguages<T extends object>(translations: Record<string, T>, defaultLang: string): Set<string> {
  return new Set(
    Object.entries(translations)
      .filter(([lang, texts]) => lang !== defaultLang && Object.values(texts).every((v) => typeof v !== 'string' || v.trim() === ''))
      .map(([lang]) => lang),
  );
}
