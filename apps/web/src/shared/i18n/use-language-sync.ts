import { useEffect } from 'react';
import i18next from 'i18next';
import { useSessionStore } from '../session/session-store';

/** Keeps i18next and `<html lang>` on the session's language. */
export function useLanguageSync(): void {
  const language = useSessionStore((state) => state.language);
  useEffect(() => {
    document.documentElement.lang = language;
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }, [language]);
}
