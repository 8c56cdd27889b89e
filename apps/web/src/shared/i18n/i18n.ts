import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

/** The interface texts shipped with the app; other languages fall back to English for these. */
export const bundledLanguages = ['en', 'fr'] as const;
export const defaultLanguage = 'en';

// The French bundle must have the same shape as the English one (checked by the compiler here
// and key by key in i18n.test.ts).
const frBundle: typeof en = fr;

export const resources = { en: { translation: en }, fr: { translation: frBundle } };

/** Initialises i18next synchronously with the bundled texts, in the session's language. */
export function initI18n(language: string): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: defaultLanguage,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18next;
}
