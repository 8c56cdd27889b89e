import { describe, expect, it } from 'vitest';
import { productsFoundKey } from './products-found';

describe('productsFoundKey', () => {
  it('picks the none, one and many messages', () => {
    expect(productsFoundKey(0)).toBe('noneFound');
    expect(productsFoundKey(1)).toBe('oneFound');
    expect(productsFoundKey(2)).toBe('manyFound');
    expect(productsFoundKey(12)).toBe('manyFound');
  });
});
