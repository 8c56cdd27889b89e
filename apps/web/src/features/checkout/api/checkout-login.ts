import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@upline/contract/accounts';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';
import { useSessionStore } from '../../../shared/session/session-store';

/**
 * POST login from the checkout's contact step: the session store gets the member, and cached
 * member data of whoever was signed in before is dropped (the server also sets the cookie).
 */
export function useCheckoutLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => call(accountRoutes.login, { body }),
    onSuccess: async (answer) => {
      queryClient.removeQueries({ queryKey: ['member'] });
      await queryClient.cancelQueries({ queryKey: ['session'] });
      queryClient.setQueryData(['session'], { user: answer.user });
      useSessionStore.getState().signIn({ loginToken: answer.access_token, userData: answer.user });
    },
  });
}
