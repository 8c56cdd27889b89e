import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRefs } from '@upline/contract/account-refs';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/session/session-store';
import { sessionQueryKey } from './get-session';

/** POST logout: the server revokes the session and clears its cookie. */
export function logout(): Promise<unknown> {
  return call(accountRefs.logout);
}

/**
 * Log Out (accounts §4): revokes the server session, then resets the login state while the cart,
 * country, language and referral stay. The local state is cleared even when the server cannot be
 * reached, so that the visitor is never stuck signed in on this device. Cached member data
 * (queries whose key starts with 'member') is dropped with it.
 */
export function useLogout(options: { onDone?: () => void | Promise<void> } = {}) {
  const signOut = useSessionStore((state) => state.signOut);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Leave first (onDone navigates Home): signed out on a member page, the account layout
      // would send the visitor to Signin instead.
      await options.onDone?.();
      signOut();
      queryClient.removeQueries({ queryKey: ['member'] });
      queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
}
