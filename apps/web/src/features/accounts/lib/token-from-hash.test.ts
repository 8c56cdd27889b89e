import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './token-from-hash';

describe('tokenFromHash', () => {
  it('reads the token of the fragment, decoded', () => {
    expect(tokenFromHash('#token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(tokenFromHash('#token=a%2Bb')).toBe('a+b');
    expect(tokenFromHash('#x=1&token=zz')).toBe('zz');
  });

  it('gives null without a token', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('#other=1')).toBeNull();
  });
});
