import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { useSessionStore } from './session-store';

/**
 * A member call answered 401: the server session is gone (logged out elsewhere, password changed,
 * expired). The stored login is then stale, so it is cleared and the account layout sends the
 * visitor to Signin.
 */
export function useSignOutWhenUnauthenticated(error: unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isApiError(error) || error.status !== 401) return;
    useSessionStore.getState().signOut();
    queryClient.removeQueries({ queryKey: ['member'] });
  }, [error, queryClient]);
}
