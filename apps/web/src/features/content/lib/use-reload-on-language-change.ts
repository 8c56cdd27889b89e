import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../../shared/session/session-store';

/**
 * Accounts §2.8: the testimonials, press release and blog pages reload the whole page when the
 * visitor changes the language. The effect runs after the new language is stored (the session
 * store writes to storage as it changes), so the reloaded page opens in it.
 */
export function useReloadOnLanguageChange(reload: () => void = () => window.location.reload()): void {
  const language = useSessionStore((state) => state.language);
  const shownIn = useRef(language);
  useEffect(() => {
    if (language === shownIn.current) return;
    shownIn.current = language;
    reload();
  }, [language, reload]);
}
