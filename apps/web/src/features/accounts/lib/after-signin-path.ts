import { paths } from '../../../shared/paths';
import type { UserType } from '../../../shared/session/session-types';

interface SignedInUser {
  user_type: UserType;
  plan_status?: string | null;
  /** Staff (the admin role) work in the admin, not in a member's back office. */
  is_admin?: boolean;
}

/**
 * Where a member goes after logging in or signing up (accounts §2.4, §2.8): a scholar whose plan
 * is stopped goes to Plan; otherwise the page they were sent away from, when there was one, else
 * DashboardUser/{sluguser} while a referral link name is known, else Dashboard.
 */
export function afterSigninPath(user: SignedInUser, sluguser: string | null, from: string | null = null): string {
  if (user.user_type === 'scholar' && user.plan_status === 'stop') return paths.plan(sluguser);
  if (from) return from;
  if (user.is_admin) return paths.admin();
  return sluguser ? paths.dashboardUser(sluguser) : paths.dashboard();
}

/** A member-area path to return to after login, from the location state the account layout sets. */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search = '' } = from as { pathname?: unknown; search?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  return `${pathname}${typeof search === 'string' ? search : ''}`;
}
