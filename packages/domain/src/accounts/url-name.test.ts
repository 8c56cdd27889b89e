import { describe, expect, it } from 'vitest';
import { checkUrlName, isValidUrlName, normaliseUrlName, reservedUrlNames, urlNameMessages } from './url-name.js';

describe('link names', () => {
  it.each([['ann'], ['ann-lee'], ['team-42'], ['a1b'], ['x'.repeat(30)], ['checkout2'], ['my-cart']])('accepts %s', (name) => {
    expect(checkUrlName(name)).toEqual({ ok: true });
    expect(isValidUrlName(name)).toBe(true);
  });

  it.each([
    ['ab', 'too-short'],
    ['x'.repeat(31), 'too-long'],
    ['Ann', 'invalid-characters'],
    ['ann_lee', 'invalid-characters'],
    ['ann lee', 'invalid-characters'],
    ['anné', 'invalid-characters'],
    ['-ann', 'hyphen-at-edge'],
    ['ann-', 'hyphen-at-edge'],
    ['checkout', 'reserved'],
    ['signup-scholar', 'reserved'],
    ['api', 'reserved'],
    ['admin', 'reserved'],
  ])('refuses %s as %s', (name, reason) => {
    expect(checkUrlName(name)).toEqual({ ok: false, reason });
    expect(isValidUrlName(name)).toBe(false);
  });

  it('reserves every shop route of the spec and gives each refusal a text', () => {
    for (const route of ['product', 'cart', 'wishlist', 'blog-details', 'press-release-details', 'visiting-card', 'media']) {
      expect(reservedUrlNames).toContain(route);
    }
    for (const name of reservedUrlNames) expect(checkUrlName(name).ok).toBe(false);
    expect(Object.keys(urlNameMessages)).toHaveLength(5);
  });

  it('normalises typed input', () => {
    expect(normaliseUrlName('  Ann-Lee ')).toBe('ann-lee');
  });
});
