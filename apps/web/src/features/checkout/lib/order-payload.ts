// The order payload of the regular checkout (checkout §3), built from the form, the cart and the
// quote the shopper saw. The server prices the order again: the amounts here are what the page
// showed, and `total`/`netTotal` let it refuse (409) if they no longer match.
import type { CartQuote } from '@upline/contract/cart';
import type { OrderRequest } from '@upline/contract/orders';
import { toDecimal } from '@upline/domain/money';
import { bogoLineOf } from '../../../shared/cart/cart-rules';
import type { CartItem, CartCurrency, CouponCodeData } from '../../../shared/cart/cart-types';
import type { CheckoutFormValues } from './checkout-form';
import { addDecimals } from './money';
import { AUTOSHIP } from '@upline/domain/catalogue';

export interface OrderPayloadInput {
  values: CheckoutFormValues;
  cartItems: readonly CartItem[];
  coupon: CouponCodeData;
  quote: CartQuote;
  currency: CartCurrency;
  /** The signed-in member's id; null for a guest. */
  userId: number | null;
  referalId: number | null;
  lang: string;
  paymentMethod: 'card' | 'paypal';
  orderDate: Date;
}

/** A select's value as the id the API takes, or the typed region for a country without states. */
function placeRef(value: string): number | string {
  return /^\d+$/.test(value) ? Number(value) : value.trim();
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The POST orders / guest/orders body (checkout §3 'Order payload (regular checkout)'). */
export function orderPayloadOf(input: OrderPayloadInput): OrderRequest & Record<string, unknown> {
  const { values, quote } = input;
  const offer = bogoLineOf([...input.cartItems]);
  const billing = values.billSame
    ? undefined
    : {
        first_name: values.billing_first_name.trim(),
        last_name: values.billing_last_name.trim(),
        address1: values.billing_address1.trim(),
        address2: optional(values.billing_addres2),
        city: values.billing_city.trim(),
        state: values.billing_state ? placeRef(values.billing_state) : null,
        zip_code: values.billing_zip_code.trim(),
        country: placeRef(values.billing_country),
      };
  const quoted = new Map(quote.items.map((item) => [item.productId, item]));
  return {
    referal_id: input.referalId,
    user_id: input.userId,
    ...(input.userId === null ? { email: values.email.trim() } : {}),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    mobile: values.mobile.trim(),
    // The spec's status fields; the server ignores them and starts every order Pending / Not Shipped.
    order_date: input.orderDate.toISOString(),
    completion_date: null,
    shipping_status: 'Not Shipped',
    order_status: 'Pending',
    // Checkout §9: total is items + shipping + taxes; the net total takes the discount off.
    total: addDecimals(quote.total, quote.discount),
    netTotal: quote.total,
    currency: input.currency,
    ship_address: values.address1.trim(),
    ship_address2: optional(values.addres2),
    ship_city: values.city.trim(),
    country: placeRef(values.country),
    state: values.state ? placeRef(values.state) : null,
    ship_zipcode: values.zip_code.trim(),
    shipping_method: values.shippingType,
    shipping_amount: quote.shipping.amount,
    shipping_tax_amount: quote.shippingTax,
    discount_amount: quote.discount,
    tax_amount: quote.tax,
    notes: null,
    products: input.cartItems.map((item) => ({
      product_id: item.id,
      quantity: item.quantity,
      price: quoted.get(item.id)?.unitPrice ?? toDecimal(item.price),
      autoship: item.purchaseType === AUTOSHIP ? 'yes' : 'no',
      purchaseType: item.purchaseType,
      ...(item.isBogoOffer ? { isBogoOffer: true } : {}),
    })),
    shopping_country_code: input.currency === 'CAD' ? 'CA' : 'US',
    discount_coupan_id: input.coupon.codeApplied ? input.coupon.id : null,
    ...(input.coupon.codeApplied && input.coupon.discountCode ? { coupon_code: input.coupon.discountCode } : {}),
    ...(offer ? { offer: { kind: 'buyTwoGetOneFree' as const, productId: offer.id } } : {}),
    ...(billing ? { billing } : {}),
    payment_method: input.paymentMethod,
    lang: input.lang,
    ...(input.cartItems.some((item) => item.purchaseType === AUTOSHIP) ? { autoship_consent: values.autoshipConsent } : {}),
  };
}

/** The payload without the fields that change on every click, for the idempotency signature. */
export function orderSignatureOf(payload: Record<string, unknown>): Record<string, unknown> {
  const { order_date: _date, ...rest } = payload;
  return rest;
}
