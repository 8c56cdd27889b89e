import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthResponse, registerRequestSchema } from '@upline/contract/accounts';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';
import type { RegisterPayload } from '../lib/signup-payload';
import { rememberSignIn } from './remember-sign-in';

type RegisterRequestInput = z.input<typeof registerRequestSchema>;

/** POST register: enrols the member (a scholar's fee is charged first) and signs them in. */
export function register(payload: RegisterPayload): Promise<AuthResponse> {
  // The form may leave fields empty: the server answers which ones, in the form's words.
  return call(accountRoutes.register, { body: payload as RegisterRequestInput });
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
