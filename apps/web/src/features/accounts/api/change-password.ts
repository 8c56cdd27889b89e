import { useMutation } from '@tanstack/react-query';
import { accountRoutes } from '@upline/contract/account-routes';
import { call } from '../../../shared/api/call';

/** POST user/change_password: needs the current password; the member's other sessions end. */
export function changePassword(body: { old_password: string; new_password: string }): Promise<{ message: string }> {
  return call(accountRoutes.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
