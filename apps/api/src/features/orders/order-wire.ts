import { bpsToPercent, toDecimal } from '@upline/domain/money';
import type { OrderDetailResponse, OrderSummary } from '@upline/contract/orders';
import type { schema } from '@upline/db';
import { hasPlaceholderAddress, type OrderRow } from './order-draft.js';

type LineRow = typeof schema.orderLines.$inferSelect;
type TaxLineRow = typeof schema.orderTaxLines.$inferSelect;

/** The amounts and states every order answer shows, as 2-decimal numbers. */
export function toOrderSummary(o: OrderRow): OrderSummary {
  return {
    id: o.id,
    order_number: o.orderNumber,
    order_status: o.status,
    payment_status: o.paymentStatus,
    shipping_status: o.shippingStatus,
    currency: o.currency,
    items_total: toDecimal(o.subtotalMinor),
    discount_amount: toDecimal(o.discountMinor),
    shipping_amount: toDecimal(o.shippingMinor),
    tax_amount: toDecimal(o.taxMinor),
    shipping_tax_amount: toDecimal(o.shippingTaxMinor),
    total: toDecimal(o.totalMinor),
    order_date: o.createdAt.toISOString(),
  };
}

/** GET orders/{order_id}'s order: summary, contact, address, lines and tax lines. */
export function toOrderDetail(o: OrderRow, lines: readonly LineRow[], taxes: readonly TaxLineRow[]): OrderDetailResponse['order'] {
  return {
    ...toOrderSummary(o),
    email: o.email,
    first_name: o.firstName,
    last_name: o.lastName,
    payment_method: o.paymentMethod,
    shipping_method: o.shippingService ?? o.shippingMethod,
    shipping_carrier: o.shippingCarrier,
    autoship: o.isAutoship,
    needs_shipping_update: hasPlaceholderAddress(o),
    shipping_address: {
      first_name: o.shipFirstName,
      last_name: o.shipLastName,
      address1: o.shipAddress1,
      address2: o.shipAddress2,
      city: o.shipCity,
      state: o.shipState,
      state_id: o.shipStateId,
      zip_code: o.shipZip,
      country: o.shipCountry,
      country_id: o.shipCountryId,
      mobile: o.shipMobile,
    },
    products: lines.map((l) => ({
      product_id: l.productId,
      name: l.name,
      image_url: l.thumbnailUrl,
      quantity: l.quantity,
      price: toDecimal(l.unitPriceMinor),
      line_total: toDecimal(l.lineTotalMinor),
      autoship: l.isAutoship,
    })),
    tax_lines: taxes.map((t) => ({ name: t.name, rate: bpsToPercent(t.rateBps), amount: toDecimal(t.amountMinor), on_shipping: t.onShipping })),
  };
}
