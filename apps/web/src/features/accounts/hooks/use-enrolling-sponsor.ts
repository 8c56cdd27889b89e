import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import type { UserUrlInfo } from '../../../shared/session/session-types';
import { defaultSponsorQueryOptions, isUserUrlInfo, userInfoQueryOptions } from '../api/get-user-info';

export interface EnrollingSponsor {
  /** The sponsor the banner shows; null while it loads. */
  sponsor: UserUrlInfo | null;
  /** The referal_id the signup carries: the referral's sponsor id, or null for the default sponsor. */
  referalId: number | null;
  isLoading: boolean;
}

/**
 * The enrolling sponsor of a signup (accounts §1, §6): the member behind the page's referral link
 * name, else the referral remembered in the session, else the shop's default sponsor (GET
 * get-user-info without a link name). The page's link wins over an older remembered one.
 */
export function useEnrollingSponsor(): EnrollingSponsor {
  const { sluguser } = useParams();
  const stored = useSessionStore((state) => state.userUrlInfoData);
  const storedId = useSessionStore((state) => state.referal_id);

  const link = useQuery({ ...userInfoQueryOptions(sluguser ?? ''), enabled: Boolean(sluguser) });
  const linkSponsor = isUserUrlInfo(link.data) ? link.data : null;
  const isLinkPending = Boolean(sluguser) && link.isPending;
  const needsDefault = !linkSponsor && !isLinkPending && !stored;
  const fallback = useQuery({ ...defaultSponsorQueryOptions(), enabled: needsDefault });

  if (linkSponsor) return { sponsor: linkSponsor, referalId: linkSponsor.id, isLoading: false };
  if (isLinkPending) return { sponsor: null, referalId: null, isLoading: true };
  if (stored) return { sponsor: stored, referalId: storedId ?? stored.id, isLoading: false };
  const defaultSponsor = isUserUrlInfo(fallback.data) ? fallback.data : null;
  return { sponsor: defaultSponsor, referalId: null, isLoading: fallback.isPending };
}
