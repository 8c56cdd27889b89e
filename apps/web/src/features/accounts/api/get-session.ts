import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionResponseSchema } from '@upline/contract/accounts';
import { accountRefs } from '@upline/contract/account-refs';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/session/session-store';
import { reconcileSession } from '../lib/session-reconcile';

export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const sessionQueryKey = ['session'] as const;

/** GET session: who the HttpOnly cookie belongs to (null when nobody is signed in). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }): Promise<SessionResponse> => call(accountRefs.session, { signal }),
    staleTime: Infinity,
    retry: false,
  });

/**
 * Brings the persisted login state in line with the server once per page load: the cookie is
 * the truth and the stored session only a cache. A valid cookie signs the member in (or refreshes
 * their data); no session on the server signs a stale stored login out. A failed call changes
 * nothing.
 */
export function useSessionSync(): void {
  const { data } = useQuery(sessionQueryOptions());
  useEffect(() => {
    if (!data) return;
    const state = useSessionStore.getState();
    const action = reconcileSession({ isLoggedIn: state.isLoggedIn, userId: state.userData?.id ?? null }, data.user?.id ?? null);
    if (action === 'sign-out') state.signOut();
    else if (data.user && action === 'refresh') state.setUserData({ ...state.userData, ...data.user });
    else if (data.user && action === 'sign-in') state.signIn({ loginToken: state.loginToken, userData: data.user });
  }, [data]);
}
