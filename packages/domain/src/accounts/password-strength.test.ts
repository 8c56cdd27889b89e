import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passwordStrength } from './password-strength.js';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very weak'],
    ['abc', 0, 'Very weak'],
    ['aaaaaaaaaaaa', 0, 'Very weak'], // one repeated character
    ['Password123', 0, 'Very weak'], // a well-known password
    ['abcd12', 1, 'Weak'],
    ['Ab1!x', 1, 'Weak'], // short, whatever it mixes
    ['abcdefgh', 1, 'Weak'],
    ['abcdefg1', 2, 'Fair'],
    ['Abcdefg1', 3, 'Good'],
    ['Abcdefg1!', 3, 'Good'], // under 12 characters is never strong
    ['Abcdefgh123!', 4, 'Strong'],
    ['correct horse battery staple', 4, 'Strong'],
  ] as const)('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('always scores from 0 to 4, and adding a character never lowers a non-trivial score', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 40 }), fc.constantFrom('a', 'Z', '7', '#'), (password, extra) => {
        const before = passwordStrength(password);
        expect(before.score).toBeGreaterThanOrEqual(0);
        expect(before.score).toBeLessThanOrEqual(4);
        fc.pre(before.score > 0);
        expect(passwordStrength(password + extra).score).toBeGreaterThanOrEqual(before.score);
      }),
    );
  });
});
