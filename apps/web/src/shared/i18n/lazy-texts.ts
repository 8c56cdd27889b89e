import i18next from 'i18next';

/**
 * Adds a namespace when the chunk that needs it loads (the admin's texts), so that the shop's
 * first download does not carry them. Safe to call more than once.
 */
export function registerLazyTexts(namespace: string, texts: { en: object; fr: object }): void {
  for (const [language, bundle] of Object.entries(texts)) {
    if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
}
