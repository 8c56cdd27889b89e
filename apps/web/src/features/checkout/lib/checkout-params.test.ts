import { describe, expect, it } from 'vitest';
import { checkoutParamsOf } from './checkout-params';

describe('checkout query parameters', () => {
  it('reads product, double, lang and type', () => {
    expect(checkoutParamsOf(new URLSearchParams('product=16&double=true&lang=FR&type=guest'))).toEqual({
      productId: 16,
      isDouble: true,
      lang: 'fr',
      isGuestType: true,
    });
  });

  it('ignores values that are not what the spec sends', () => {
    expect(checkoutParamsOf(new URLSearchParams('product=abc&double=yes&lang=english&type=member'))).toEqual({
      productId: null,
      isDouble: false,
      lang: null,
      isGuestType: false,
    });
    expect(checkoutParamsOf(new URLSearchParams('product=0')).productId).toBeNull();
  });
});
