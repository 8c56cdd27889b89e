import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.js';

describe('containsPattern', () => {
  it.each([
    ['noah', '%noah%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('%s matches literally as %s', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
