import { describe, expect, it } from 'vitest';
import { totalQuantity } from './cart-store';

describe('totalQuantity', () => {
  it('adds up the quantities of every line', () => {
    expect(totalQuantity([{ quantity: 2 }, { quantity: 3 }, { quantity: 1 }])).toBe(6);
  });

  it('is zero for an empty cart', () => {
    expect(totalQuantity([])).toBe(0);
  });
});
