import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Loads one namespace's texts in one language; undefined when there are none (a language without a bundle). */
export type LoadTexts = (language: string, namespace: string) => Promise<object | undefined>;

/**
 * Initialises i18next in the session's language with texts loaded on demand: a namespace is
 * fetched, in the current language only (and English as the fallback of other languages), when a
 * component first asks for it, and the components wait for it (Suspense). Changing the language
 * loads the namespaces in use before the interface switches. The first download carries no texts.
 */
export function initI18nOnDemand(language: string, load: LoadTexts): typeof i18next {
  if (!i18next.isInitialized) {
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (lng, namespace, callback) => {
        load(lng, namespace).then(
          (texts) => callback(null, texts ?? {}),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
      },
    };
    void i18next
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: 'en',
        load: 'languageOnly',
        ns: ['translation'],
        defaultNS: 'translation',
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
        // No notice of i18next's makers in the visitor's console.
        showSupportNotice: false,
      });
  }
  return i18next;
}
