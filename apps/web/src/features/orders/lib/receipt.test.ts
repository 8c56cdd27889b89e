import { describe, expect, it } from 'vitest';
import { buildReceipt, receiptFileName, type ReceiptLabels } from './receipt';
import { testOrderDetail } from './test-orders';

const labels: ReceiptLabels = {
  title: 'Receipt',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  payment: 'Payment',
  unpaid: 'Not paid',
  product: 'Product',
  quantity: 'Quantity',
  price: 'Price',
  total: 'Total',
  subtotal: 'Products',
  discount: 'Discount',
  shipping: (method) => `Delivery: ${method ?? 'none'}`,
  tax: (name, rate, isOnShipping) => `${name}${isOnShipping ? ' on shipping' : ''} (${rate})`,
  totalPaid: 'TOTAL PAID',
  refunded: 'Refunded',
  thanks: 'Thank you',
};
const shop = { name: 'Upline Wellness', address: ['1200 Main St', 'Springfield, IL'] };

describe('buildReceipt', () => {
  it('has the shop, the order facts, every line, discount, shipping, each tax line and the total paid', () => {
    const receipt = buildReceipt(testOrderDetail(), labels, 'en', shop);
    expect(receipt.shop).toEqual(shop);
    expect(receipt.facts).toEqual([
      ['Order number', 'UP-1042'],
      ['Order date', 'Nov 25, 2026'],
      ['Payment', 'Visa ending in 4242'],
    ]);
    expect(receipt.lines).toEqual([
      { name: 'Antioxidant Whey Complex', quantity: '2', price: '$64.95', total: '$129.90', isAutoship: false },
      { name: 'Marine Collagen', quantity: '1', price: '$39.95', total: '$39.95', isAutoship: true },
    ]);
    expect(receipt.totals).toEqual([
      { label: 'Products', value: '$169.85' },
      { label: 'Discount', value: '−$10.00' },
      { label: 'Delivery: Canada Post Expedited', value: '$12.50' },
      { label: 'IL sales tax (6.25%)', value: '$8.00' },
      { label: 'IL sales tax on shipping (5%)', value: '$0.62' },
      { label: 'TOTAL PAID', value: '$180.97', isGrand: true },
    ]);
  });

  it('leaves out a zero discount, shows a refund, and reads French dates, rates and amounts', () => {
    const order = testOrderDetail({ currency: 'CAD', discount_amount: 0, refunded_amount: 20, payment_label: null });
    const receipt = buildReceipt(order, labels, 'fr', shop);
    expect(receipt.totals.map((total) => total.label)).not.toContain('Discount');
    expect(receipt.totals.at(-1)?.label).toBe('Refunded');
    expect(receipt.totals.at(-1)?.value).toMatch(/^−20,00\s\$$/);
    expect(receipt.facts[1]).toEqual(['Order date', '25 nov. 2026']);
    expect(receipt.facts[2]).toEqual(['Payment', 'Not paid']);
    expect(receipt.totals[2]?.label).toMatch(/^IL sales tax \(6,25\s%\)$/);
  });
});

describe('the shop on the receipt', () => {
  it("takes the address page's first line as the heading when it is the company's full name", () => {
    const receipt = buildReceipt(testOrderDetail(), labels, 'en', { name: 'Upline Wellness', address: ['Upline Wellness Inc.', '1800 rue des Érables'] });
    expect(receipt.shop).toEqual({ name: 'Upline Wellness Inc.', address: ['1800 rue des Érables'] });
  });
});

describe('receiptFileName', () => {
  it('keeps only safe characters', () => {
    expect(receiptFileName('UP-1042')).toBe('receipt-UP-1042.pdf');
    expect(receiptFileName('A/B 7')).toBe('receipt-A-B-7.pdf');
  });
});
