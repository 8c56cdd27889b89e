import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MarketingTags } from '@upline/contract/analytics';
import { analyticsRefs } from '@upline/contract/analytics-refs';
import { call } from '../api/call';
import { installMarketingTags, MARKETING_TAGS_DELAY_MS } from './marketing-tags';

/**
 * Loads the shop's marketing tags on a page that carries them (checkout, payment success):
 * about 1 s after the page shows, or as soon as the configuration is known if that takes longer.
 * Returns the configuration (undefined while loading or when it cannot be read: the page works
 * the same without it).
 */
export function useMarketingTags(): MarketingTags | undefined {
  const { data } = useQuery({
    queryKey: ['analytics', 'marketing-tags'],
    queryFn: ({ signal }) => call(analyticsRefs.marketingTags, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const [isDue, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), MARKETING_TAGS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (isDue && data) installMarketingTags(data);
  }, [isDue, data]);
  return data;
}
