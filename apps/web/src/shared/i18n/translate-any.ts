import { contentRefs } from '@upline/contract/content-refs';
import { call } from '../api/call';

export type TextMap = Record<string, string>;

/** POST translateany: the language travels as a path-style value, '/' plus the code. */
export function toTranslateLanguage(language: string): string {
  return `/${language}`;
}

/** Storefront §4: English uses the built-in texts; every other language goes through translateany. */
export function needsTranslation(language: string): boolean {
  return language !== 'en';
}

export function translateAny(texts: TextMap, language: string, signal?: AbortSignal): Promise<{ translated: TextMap }> {
  return call(contentRefs.translateAny, { body: { texts, language: toTranslateLanguage(language) }, signal });
}

/** Keeps the English text for any key the server did not translate. */
export function mergeTranslated<T extends TextMap>(source: T, translated: TextMap | undefined): T {
  if (!translated) return source;
  const merged: TextMap = { ...source };
  for (const key of Object.keys(source)) {
    const value = translated[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value;
  }
  return merged as T;
}
