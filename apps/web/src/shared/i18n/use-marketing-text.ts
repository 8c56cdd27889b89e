import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';
import { mergeTranslated, needsTranslation, translateAny, type TextMap } from './translate-any';

/**
 * Marketing copy (hero lines, banners) in the visitor's language. English returns the map as
 * written; other languages are translated by the server once per language and text map, cached
 * by the query client. While the translation loads, or if it fails, the English text shows.
 * Interface texts (buttons, labels) use i18next instead.
 */
export function useMarketingText<T extends TextMap>(texts: T): { texts: T; isTranslating: boolean } {
  const language = useSessionStore((state) => state.language);
  const isNeeded = needsTranslation(language);
  const query = useQuery({
    queryKey: ['translateany', language, texts],
    queryFn: ({ signal }) => translateAny(texts, language, signal),
    enabled: isNeeded,
    staleTime: Infinity,
  });
  return {
    texts: isNeeded ? mergeTranslated(texts, query.data?.translated) : texts,
    isTranslating: isNeeded && query.isPending,
  };
}
