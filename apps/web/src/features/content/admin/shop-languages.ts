import { useQuery } from '@tanstack/react-query';
import type { Language } from '@upline/contract/content';
import { fallbackLanguages, languagesQueryOptions } from '../api/get-languages';

/** The shop's languages, default first (the bundled two when the list cannot be read). */
export function useShopLanguages(): Language[] {
  const languages = useQuery(languagesQueryOptions());
  const list = languages.data?.languages.length ? languages.data.languages : fallbackLanguages;
  return [...list].sort((a, b) => b.is_default - a.is_default);
}
