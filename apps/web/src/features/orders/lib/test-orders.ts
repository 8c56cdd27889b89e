import type { MemberOrder, MemberOrderDetail, MemberOrderProduct } from '@upline/contract/member-orders';

/** An order line as GET user/orders answers it; override what the test is about. */
export function testOrderProduct(overrides: Partial<MemberOrderProduct> = {}): MemberOrderProduct {
  const price = overrides.price ?? 64.95;
  const quantity = overrides.quantity ?? 2;
  return {
    order_line_id: 11,
    product_id: 1,
    name: 'Antioxidant Whey Complex',
    image_url: '/demo/whey.svg',
    thumbnail_url: '/demo/whey.svg',
    imageURL: '/demo/whey.svg',
    price,
    quantity,
    pivot: { quantity, price },
    line_total: Math.round(price * quantity * 100) / 100,
    autoship: false,
    returned_quantity: 0,
    returnable_quantity: quantity,
    ...overrides,
  };
}

/** An order of the member's lists: two whey and one autoship collagen, paid, being prepared. */
export function testOrder(overrides: Partial<MemberOrder> = {}): MemberOrder {
  return {
    id: 42,
    order_id: 42,
    order_number: 'UP-1042',
    order_date: '2026-11-25T14:05:00.000Z',
    createdDate: '2026-11-25T14:05:00.000Z',
    formatted_order_date: '2026-11-25',
    currency: 'USD',
    items_total: 169.85,
    discount_amount: 10,
    shipping_method: 'Canada Post Expedited',
    shipping_amount: 12.5,
    tax_amount: 8.62,
    total: 180.97,
    totalPrice: 180.97,
    refunded_amount: 0,
    autoship: true,
    state: 'processing',
    order_status: 'Processing',
    payment_status: 'Paid',
    shipping_status: 'Not Shipped',
    products: [
      testOrderProduct(),
      testOrderProduct({ order_line_id: 12, product_id: 5, name: 'Marine Collagen', price: 39.95, quantity: 1, autoship: true }),
    ],
    return_option: { action: 'cancel', refund_amount: 180.97, until: '2026-11-26T16:05:00.000Z' },
    ...overrides,
  };
}

/** GET user/order/{id}'s order for the same order, with its tax lines, addresses and payment. */
export function testOrderDetail(overrides: Partial<MemberOrderDetail['order']> = {}): MemberOrderDetail['order'] {
  const address = { name: 'Ada Member', address1: '12 Main St', address2: null, city: 'Springfield', state: 'IL', zip_code: '62701', country: 'United States' };
  return {
    ...testOrder(),
    email: 'ada@example.com',
    shipping_tax_amount: 0.62,
    total_paid: 180.97,
    tax_lines: [
      { name: 'IL sales tax', rate: 6.25, amount: 8, on_shipping: false },
      { name: 'IL sales tax', rate: 5, amount: 0.62, on_shipping: true },
    ],
    shipping_address: address,
    billing_address: address,
    payment_label: 'Visa ending in 4242',
    tracking: null,
    refunds: [],
    returns: [],
    ...overrides,
  };
}
