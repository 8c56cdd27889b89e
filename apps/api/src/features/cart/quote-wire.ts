import type { CartQuote, ShippingOptionWire } from '@upline/contract/cart';
import { bpsToPercent, toDecimal } from '@upline/domain/money';
import type { ShippingOption } from '@upline/domain/shipping';
import { couponErrorCodes } from '@upline/contract/promotions';
import type { CartQuoteMinor } from './quote-cart.js';

export function toShippingOptionWire(o: ShippingOption): ShippingOptionWire {
  return { id: o.id, carrier: o.carrier, service: o.service, rate: toDecimal(o.rateMinor), min_days: o.minDays, max_days: o.maxDays };
}

/** The quote as the wire shows it: 2-decimal amounts in the quote's currency, percents for rates. */
export function toCartQuoteWire(q: CartQuoteMinor): CartQuote {
  const coupon: CartQuote['coupon'] =
    q.coupon === null
      ? null
      : q.coupon.applied
        ? {
            applied: true,
            id: q.coupon.id,
            code: q.coupon.code,
            discount_type: q.coupon.discount.kind,
            type: q.coupon.discount.target,
            discount_value: q.coupon.discount.kind === 'percentage' ? bpsToPercent(q.coupon.discount.amount) : toDecimal(q.coupon.discount.amount),
            discount: toDecimal(q.coupon.discountMinor),
          }
        : { applied: false, code: q.coupon.code, reason: couponErrorCodes[q.coupon.reason], message: q.coupon.message };
  return {
    currency: q.currency,
    memberType: q.memberType,
    items: q.items.map((l) => ({
      productId: l.productId,
      name: l.name,
      thumbnailUrl: l.thumbnailUrl,
      quantity: l.quantity,
      purchaseType: l.purchaseType,
      unitPrice: toDecimal(l.unitPriceMinor),
      listPrice: toDecimal(l.listPriceMinor),
      suggestedRetailPrice: toDecimal(l.suggestedRetailMinor),
      lineTotal: toDecimal(l.lineTotalMinor),
      couponDiscount: toDecimal(l.couponDiscountMinor),
      tier: l.tier ? { range: l.tier.range, percent: bpsToPercent(l.tier.discountBps) } : null,
      isBogo: l.isBogo,
    })),
    itemsTotal: toDecimal(q.itemsMinor),
    productDiscount: toDecimal(q.productDiscountMinor),
    shippingDiscount: toDecimal(q.shippingDiscountMinor),
    discount: toDecimal(q.discountMinor),
    coupon,
    shipping: {
      options: q.shipping.options.map(toShippingOptionWire),
      selected: q.shipping.selected ? toShippingOptionWire(q.shipping.selected) : null,
      amount: toDecimal(q.shipping.amountMinor),
      isFree: q.shipping.isFree,
    },
    taxLines: q.taxLines.map((t) => ({ name: t.name, rate: bpsToPercent(t.rateBps), tax: toDecimal(t.itemsTaxMinor), shippingTax: toDecimal(t.shippingTaxMinor) })),
    tax: toDecimal(q.taxMinor),
    shippingTax: toDecimal(q.shippingTaxMinor),
    total: toDecimal(q.totalMinor),
  };
}
