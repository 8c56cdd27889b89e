import { describe, expect, it } from 'vitest';
import { orderDateOf, orderIdOf } from './order-date';

describe('orders list helpers', () => {
  it('shows the first 10 characters of the creation date', () => {
    expect(orderDateOf('2026-05-15T10:04:00.000Z')).toBe('2026-05-15');
  });

  it('reads the order id from the path', () => {
    expect(orderIdOf('42')).toBe(42);
    expect(orderIdOf('0')).toBeNull();
    expect(orderIdOf('abc')).toBeNull();
    expect(orderIdOf(undefined)).toBeNull();
  });
});
