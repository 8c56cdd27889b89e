import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountRefs } from '@upline/contract/account-refs';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/session/session-store';
import type { UserUrlInfo } from '../../../shared/session/session-types';

/** GET get-user-info/{urlName}: the sponsor behind a referral link; 404 when the link is unknown. */
export const userInfoQueryOptions = (urlName: string) =>
  queryOptions({
    queryKey: ['get-user-info', urlName],
    queryFn: ({ signal }): Promise<UserUrlInfo> => call(accountRefs.sponsor, { params: { urlName }, signal }),
    staleTime: 30 * 60_000,
  });

/** GET get-user-info without a link name: the default sponsor of signups that arrive without a referral. */
export const defaultSponsorQueryOptions = () =>
  queryOptions({
    queryKey: ['get-user-info', null],
    queryFn: ({ signal }): Promise<UserUrlInfo> => call(accountRefs.sponsor, { params: {}, signal }),
    staleTime: 30 * 60_000,
  });

/** Only a complete sponsor answer is remembered. */
export function isUserUrlInfo(value: unknown): value is UserUrlInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return (
    typeof info.enrolling_sponsor_name === 'string' &&
    typeof info.id === 'number' &&
    (info.user_type === 'customer' || info.user_type === 'ambassador' || info.user_type === 'scholar')
  );
}

/**
 * Visiting `/{urlName}/...` looks the link up and, when the server knows it, stores the link
 * name and the sponsor in the persisted session (remembered across visits). An unknown link
 * (404) stores nothing and the page shows without a sponsor.
 */
export function useReferralLink(urlName: string | undefined) {
  const setReferral = useSessionStore((state) => state.setReferral);
  const query = useQuery({ ...userInfoQueryOptions(urlName ?? ''), enabled: Boolean(urlName) });
  const { data } = query;
  useEffect(() => {
    if (urlName && isUserUrlInfo(data)) setReferral(urlName, data);
  }, [urlName, data, setReferral]);
  return query;
}
