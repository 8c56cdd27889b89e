import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@upline/contract/accounts';
import { apiFetch } from '../../../shared/api/client';
import type { RegisterPayload } from '../lib/signup-payload';
import { rememberSignIn } from './remember-sign-in';

/** POST register: enrols the member (a scholar's fee is charged first) and signs them in. */
export function register(payload: RegisterPayload): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/register', { body: payload });
}

/** Registers and, when the answer has an access token, stores the session (accounts §4). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (answer) => {
      if (answer.access_token) await rememberSignIn(queryClient, answer);
    },
  });
}
