import i18next from 'i18next';

/**
 * Starts loading text namespaces in the session's language (and English, its fallback) without
 * waiting: the build calls it beside each chunk's import with the namespaces the chunk asks for
 * (apps/web/build/texts-with-chunks.ts), so that they arrive with the chunk instead of after it.
 * Before i18next is set up there is nothing to load into, and the components ask themselves.
 */
export function preloadTexts(namespaces: string[]): void {
  if (!i18next.isInitialized && !i18next.isInitializing) return;
  i18next.loadNamespaces(namespaces).catch(() => undefined);
}
