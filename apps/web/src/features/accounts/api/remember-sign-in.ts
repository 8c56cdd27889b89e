import type { QueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@upline/contract/accounts';
import { useSessionStore } from '../../../shared/session/session-store';
import { sessionQueryKey } from './get-session';

/**
 * Stores a successful login or signup (storefront §4): the session store gets the token, the
 * user and the user type; cached member data of whoever was signed in before is dropped; and the
 * session query is told, so that a late answer from app start cannot sign the member out again.
 */
export async function rememberSignIn(queryClient: QueryClient, answer: AuthResponse): Promise<void> {
  queryClient.removeQueries({ queryKey: ['member'] });
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.setQueryData(sessionQueryKey, { user: answer.user });
  useSessionStore.getState().signIn({ loginToken: answer.access_token, userData: answer.user });
}
