import type { MemberOrderDetail } from '@upline/contract/member-orders';
import { formatOrderDate, formatOrderMoney, formatTaxRate } from './order-format';

type Order = MemberOrderDetail['order'];

/** The receipt's words in the reader's language. */
export interface ReceiptLabels {
  title: string;
  orderNumber: string;
  orderDate: string;
  payment: string;
  unpaid: string;
  product: string;
  quantity: string;
  price: string;
  total: string;
  subtotal: string;
  discount: string;
  shipping: (method: string | null) => string;
  /** `rate` is already formatted ('9.975%'). */
  tax: (name: string, rate: string, isOnShipping: boolean) => string;
  totalPaid: string;
  refunded: string;
  thanks: string;
}

export interface ReceiptShop {
  name: string;
  /** The shop's address, one line each, from the footer-address content page. */
  address: string[];
}

/** One receipt, every text ready: the print page and the PDF show the same thing. */
export interface Receipt {
  shop: ReceiptShop;
  title: string;
  facts: [label: string, value: string][];
  columns: [product: string, quantity: string, price: string, total: string];
  lines: { name: string; quantity: string; price: string; total: string; isAutoship: boolean }[];
  totals: { label: string; value: string; isGrand?: boolean }[];
  thanks: string;
}

/**
 * The receipt of an order: shop name and address, order number, date, payment method, every
 * line, then subtotal, discount, shipping, each tax line, the total paid and any refund.
 */
export function buildReceipt(order: Order, labels: ReceiptLabels, language: string, shop: ReceiptShop): Receipt {
  const money = (amount: number) => formatOrderMoney(amount, order.currency, language);
  const totals: Receipt['totals'] = [{ label: labels.subtotal, value: money(order.items_total) }];
  if (order.discount_amount > 0) totals.push({ label: labels.discount, value: `−${money(order.discount_amount)}` });
  totals.push({ label: labels.shipping(order.shipping_method), value: money(order.shipping_amount) });
  for (const tax of order.tax_lines) totals.push({ label: labels.tax(tax.name, formatTaxRate(tax.rate, language), tax.on_shipping), value: money(tax.amount) });
  totals.push({ label: labels.totalPaid, value: money(order.total_paid), isGrand: true });
  if (order.refunded_amount > 0) totals.push({ label: labels.refunded, value: `−${money(order.refunded_amount)}` });
  return {
    shop: withoutRepeatedName(shop),
    title: labels.title,
    facts: [
      [labels.orderNumber, order.order_number],
      [labels.orderDate, formatOrderDate(order.formatted_order_date, language)],
      [labels.payment, order.payment_label ?? labels.unpaid],
    ],
    columns: [labels.product, labels.quantity, labels.price, labels.total],
    lines: order.products.map((product) => ({
      name: product.name,
      quantity: String(product.quantity),
      price: money(product.price),
      total: money(product.line_total),
      isAutoship: product.autoship,
    })),
    totals,
    thanks: labels.thanks,
  };
}

/** The address page often starts with the company's full name ('Upline Wellness Inc.'): it becomes the heading. */
function withoutRepeatedName(shop: ReceiptShop): ReceiptShop {
  const [first, ...rest] = shop.address;
  if (first && shop.name && first.toLowerCase().startsWith(shop.name.toLowerCase())) return { name: first, address: rest };
  return shop;
}

/** A file name for the receipt's PDF: receipt-{order number}.pdf with only safe characters. */
export function receiptFileName(orderNumber: string): string {
  return `receipt-${orderNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}
