import { describe, expect, it } from 'vitest';
import { afterSigninPath, returnPathFrom } from './after-signin-path';

describe('afterSigninPath', () => {
  it('goes to Dashboard, or DashboardUser/{sluguser} while a link name is known', () => {
    expect(afterSigninPath({ user_type: 'customer' }, null)).toBe('/user/dashboard');
    expect(afterSigninPath({ user_type: 'ambassador', plan_status: null }, 'ava')).toBe('/ava/dashboard');
  });

  it('sends a scholar whose plan is stopped to Plan, with the link name when there is one', () => {
    expect(afterSigninPath({ user_type: 'scholar', plan_status: 'stop' }, null)).toBe('/user/plan');
    expect(afterSigninPath({ user_type: 'scholar', plan_status: 'stop' }, 'ava', '/user/orders')).toBe('/ava/plan');
    expect(afterSigninPath({ user_type: 'scholar', plan_status: 'continue' }, null)).toBe('/user/dashboard');
  });

  it('takes staff to the admin, unless they were sent away from another page', () => {
    expect(afterSigninPath({ user_type: 'customer', is_admin: true }, null)).toBe('/admin');
    expect(afterSigninPath({ user_type: 'customer', is_admin: true }, 'ava')).toBe('/admin');
    expect(afterSigninPath({ user_type: 'customer', is_admin: true }, null, '/admin/products')).toBe('/admin/products');
    expect(afterSigninPath({ user_type: 'customer', is_admin: false }, null)).toBe('/user/dashboard');
  });

  it('returns to the page the member was sent away from', () => {
    expect(afterSigninPath({ user_type: 'customer' }, 'ava', '/ava/orders')).toBe('/ava/orders');
  });
});

describe('returnPathFrom', () => {
  it('reads the location the account layout remembered', () => {
    expect(returnPathFrom({ from: { pathname: '/user/profile', search: '?a=1' } })).toBe('/user/profile?a=1');
  });

  it('ignores anything else, including other sites', () => {
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom({ from: 'x' })).toBeNull();
    expect(returnPathFrom({ from: { pathname: '//evil.example' } })).toBeNull();
    expect(returnPathFrom({ from: { pathname: 'relative' } })).toBeNull();
  });
});
