import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../shared/test-storage';
import { checkoutSessionId, clearCheckoutSessionId } from './checkout-session-id';

describe('checkout session id', () => {
  beforeEach(() => {
    (globalThis as { sessionStorage?: Storage }).sessionStorage = memoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
  });

  it('is created once and kept until cleared', () => {
    let n = 0;
    const next = () => `id-${(n += 1)}`;
    expect(checkoutSessionId(next)).toBe('id-1');
    expect(checkoutSessionId(next)).toBe('id-1');
    clearCheckoutSessionId();
    expect(checkoutSessionId(next)).toBe('id-2');
  });
});
