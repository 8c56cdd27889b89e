import type { CartQuote } from '@upline/contract/cart';
import { ONE_TIME } from '@upline/domain/catalogue';

/** A server quote for tests: one whey line, Quebec taxes, a chosen Canada Post option. */
export function testQuote(overrides: Partial<CartQuote> = {}): CartQuote {
  const option = { id: 'canada-post:expedited-parcel', carrier: 'Canada Post', service: 'Expedited Parcel', rate: 12.95, min_days: 3, max_days: 5 };
  return {
    currency: 'CAD',
    memberType: 'customer',
    items: [
      {
        productId: 1,
        name: 'Antioxidant Whey Complex',
        thumbnailUrl: null,
        quantity: 2,
        purchaseType: ONE_TIME,
        unitPrice: 64.95,
        listPrice: 64.95,
        suggestedRetailPrice: 79.95,
        lineTotal: 129.9,
        couponDiscount: 0,
        tier: null,
        isBogo: false,
      },
    ],
    itemsTotal: 129.9,
    productDiscount: 12.99,
    shippingDiscount: 0,
    discount: 12.99,
    coupon: { applied: true, id: 4, code: '10OFF', discount_type: 'percentage', type: 'product', discount_value: 10, discount: 12.99 },
    shipping: { options: [option], selected: option, amount: 12.95, isFree: false },
    taxLines: [
      { name: 'GST', rate: 5, tax: 5.85, shippingTax: 0.65 },
      { name: 'QST', rate: 9.975, tax: 11.66, shippingTax: 1.29 },
    ],
    tax: 17.51,
    shippingTax: 1.94,
    total: 149.31,
    ...overrides,
  };
}
