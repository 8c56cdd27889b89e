import { describe, expect, it } from 'vitest';
import { reconcileSession } from './session-reconcile';

describe('reconcileSession', () => {
  it('signs in a member the server knows while the stored state is logged out', () => {
    expect(reconcileSession({ isLoggedIn: false, userId: null }, 7)).toBe('sign-in');
  });

  it('signs in the server member over a different stored one', () => {
    expect(reconcileSession({ isLoggedIn: true, userId: 3 }, 7)).toBe('sign-in');
  });

  it('refreshes the same member', () => {
    expect(reconcileSession({ isLoggedIn: true, userId: 7 }, 7)).toBe('refresh');
  });

  it('signs a stale stored login out when the server has no session, and otherwise does nothing', () => {
    expect(reconcileSession({ isLoggedIn: true, userId: 7 }, null)).toBe('sign-out');
    expect(reconcileSession({ isLoggedIn: false, userId: null }, null)).toBe('none');
  });
});
