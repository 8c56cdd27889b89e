import { describe, expect, it } from 'vitest';
import { hasReturnAction, ordersTabOf, pageOf } from './order-tabs';

describe('order tabs', () => {
  it('reads the tab from the address, and the first tab for anything else', () => {
    expect(ordersTabOf('pending')).toBe('pending');
    expect(ordersTabOf('cancel')).toBe('cancel');
    expect(ordersTabOf('autoship')).toBe('autoship');
    expect(ordersTabOf('complete')).toBe('all');
    expect(ordersTabOf(null)).toBe('all');
  });

  it('has no Return action on Cancelled Orders only', () => {
    expect(hasReturnAction('cancel')).toBe(false);
    expect(hasReturnAction('all')).toBe(true);
    expect(hasReturnAction('pending')).toBe(true);
    expect(hasReturnAction('autoship')).toBe(true);
  });

  it('reads page numbers from 1, and 1 for anything else', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('-2')).toBe(1);
    expect(pageOf('1.5')).toBe(1);
    expect(pageOf('9999999999')).toBe(1);
    expect(pageOf(null)).toBe(1);
  });
});
