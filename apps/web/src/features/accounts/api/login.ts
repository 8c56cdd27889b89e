import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@upline/contract/accounts';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';
import { rememberSignIn } from './remember-sign-in';

/** POST login: the member and an access token; the server also sets the session cookie. */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return call(accountRoutes.login, { body });
}

/** Logs in and stores the session; failures carry the server's message (ApiError). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => rememberSignIn(queryClient, answer),
  });
}
