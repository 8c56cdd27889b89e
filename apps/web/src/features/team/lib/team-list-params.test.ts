import { describe, expect, it } from 'vitest';
import { nextListParams, sortChoicesFor, teamListRequestOf } from './team-list-params';

describe('team list query', () => {
  it('defaults to the newest members first, page 1, no search', () => {
    expect(teamListRequestOf('ambassador', new URLSearchParams())).toEqual({ type: 'ambassador', search: '', sort: 'join_date', order: 'desc', page: 1 });
  });

  it('reads search, sort and page, and ignores values the list does not offer', () => {
    expect(teamListRequestOf('scholar', new URLSearchParams('search=%20sam%20&sort=name-asc&page=3'))).toMatchObject({ search: 'sam', sort: 'name', order: 'asc', page: 3 });
    expect(teamListRequestOf('scholar', new URLSearchParams('sort=email-asc&page=-2'))).toMatchObject({ sort: 'join_date', order: 'desc', page: 1 });
    // Every customer in "my customers" is on level 1: no level sort there.
    expect(teamListRequestOf('customer', new URLSearchParams('sort=level-asc'))).toMatchObject({ sort: 'join_date' });
    expect(sortChoicesFor('customer')).not.toContain('level-asc');
    expect(sortChoicesFor('ambassador')).toContain('level-asc');
  });

  it('goes back to page 1 on a new search or sort and drops empty and default values', () => {
    const params = new URLSearchParams('search=sam&sort=name-asc&page=4');
    expect(nextListParams(params, { search: '  ' }).toString()).toBe('sort=name-asc');
    expect(nextListParams(params, { sort: 'join_date-desc' }).toString()).toBe('search=sam');
    expect(nextListParams(params, { search: 'leo' }).toString()).toBe('search=leo&sort=name-asc');
  });
});
