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

/** A feature's own texts: one i18next namespace per capability, English and French. */
export type FeatureTexts = Record<string, { en: object; fr: object }>;

/**
 * Initialises i18next synchronously with the bundled texts, in the session's language. The app
 * passes each feature's namespace, so features keep their texts beside their code.
 */
export function initI18n(language: string, features: FeatureTexts = {}): typeof i18next {
  if (!i18next.isInitialized) {
    const all = {
      en: { ...resources.en, ...Object.fromEntries(Object.entries(features).map(([ns, t]) => [ns, t.en])) },
      fr: { ...resources.fr, ...Object.fromEntries(Object.entries(features).map(([ns, t]) => [ns, t.fr])) },
    };
    void i18next.use(initReactI18next).init({
      resources: all,
      lng: language,
      fallbackLng: defaultLanguage,
      interpolation: { escapeValue: false },
      initAsync: false,
      // No notice of i18next's makers in the visitor's console.
      showSupportNotice: false,
    });
  }
  return i18next;
}
