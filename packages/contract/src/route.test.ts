import { describe, expect, it } from 'vitest';
import { routeUrl } from './route.js';

describe('routeUrl', () => {
  it.each([
    ['/user/teammembers', {}, '/user/teammembers'],
    ['/team-users/:type', { params: { type: 'ambassador' } }, '/team-users/ambassador'],
    ['/team-users/:type', { params: { type: 'a b/c' } }, '/team-users/a%20b%2Fc'],
    ['/user/teammembers', { query: { root: 12, depth: 1, search: '', page: undefined } }, '/user/teammembers?root=12&depth=1'],
    ['/orders', { query: { status: ['paid', 'shipped'], q: 'A&B' } }, '/orders?status=paid&status=shipped&q=A%26B'],
    ['/orders/:id/lines/:line', { params: { id: 5, line: 0 } }, '/orders/5/lines/0'],
    ['/products/:userType/:lang?', { params: { userType: 'customer', lang: 'fr' } }, '/products/customer/fr'],
    ['/products/:userType/:lang?', { params: { userType: 'customer' } }, '/products/customer'],
    ['/products/:userType/:lang?', { params: { userType: 'customer', lang: '' }, query: { view: 'card' } }, '/products/customer?view=card'],
  ])('%s with %j is %s', (path, input, expected) => {
    expect(routeUrl({ path }, input)).toBe(expected);
  });

  it('refuses a missing path parameter rather than calling a wrong URL', () => {
    expect(() => routeUrl({ path: '/team-users/:type' }, { params: {} })).toThrow('missing parameter type');
    expect(() => routeUrl({ path: '/team-users/:type' }, { params: { type: '' } })).toThrow('missing parameter type');
  });
});
