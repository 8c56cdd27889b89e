/** What to do with the stored login once the server said who the session cookie belongs to. */
export type SessionAction = 'sign-in' | 'refresh' | 'sign-out' | 'none';

/**
 * The cookie is the truth (ARCHITECTURE §4): a server user other than the stored one signs that
 * user in; the same user refreshes the stored data; no server user signs a stored login out.
 */
export function reconcileSession(stored: { isLoggedIn: boolean; userId: number | null }, serverUserId: number | null): SessionAction {
  if (serverUserId === null) return stored.isLoggedIn ? 'sign-out' : 'none';
  return stored.isLoggedIn && stored.userId === serverUserId ? 'refresh' : 'sign-in';
}
