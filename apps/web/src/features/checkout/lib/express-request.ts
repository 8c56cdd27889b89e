// What the express widget sends and where it goes afterwards (checkout §3 'Express widget inputs', §7).
import type { ExpressCreateRequest, ExpressCreateResponse, WalletMethod } from '@upline/contract/checkout';
import { bogoLineOf } from '../../../shared/cart/cart-rules';
import type { CartState } from '../../../shared/cart/cart-state';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { paths } from '../../../shared/paths';
import type { ExpressSession } from './express-state';
import { toWalletAddress, type EditableAddress } from './wallet-address';

export interface ExpressShopper {
  language: string;
  /** The signed-in member's id, null for a guest. */
  userId: number | null;
  referralId: number | null;
}

/**
 * The POST express-checkout/create body: the cart's lines (their prices are the page's and the
 * server never reads them), what the form already knows of the customer, the destination once a
 * country and a state are chosen, the coupon and the buy-2-get-1-free offer.
 */
export function expressCreateBodyOf(
  cart: Pick<CartState, 'cartItems' | 'couponCodeData'>,
  context: { shopper: ExpressShopper; address: EditableAddress; method: WalletMethod; currency: CartCurrency },
): ExpressCreateRequest {
  const { address, shopper } = context;
  const hasDestination = address.country !== '' && address.state !== '';
  const customer = { email: address.email, first_name: address.first_name, last_name: address.last_name, phone: address.phone };
  const offer = bogoLineOf(cart.cartItems);
  return {
    cart_items: cart.cartItems.map((item) => ({
      id: item.id,
      product_id: item.id,
      quantity: item.quantity,
      price: item.price / 100,
      name: item.name,
      purchaseType: item.purchaseType,
      ...(item.isBogoOffer ? { isBogoOffer: true } : {}),
    })),
    currency: context.currency,
    locale: shopper.language,
    auto_redirect: false,
    skip_shop_pay: true,
    customer_data: Object.fromEntries(Object.entries(customer).filter(([, value]) => value.trim() !== '')),
    shipping_address: hasDestination ? toWalletAddress(address) : null,
    payment_method: context.method,
    user_id: shopper.userId,
    referral_id: shopper.referralId,
    ...(cart.couponCodeData.codeApplied && cart.couponCodeData.discountCode ? { coupon_code: cart.couponCodeData.discountCode } : {}),
    // The buy-2-get-1-free offer named as the order payload names it, so both are priced alike.
    ...(offer ? { offer: { kind: 'buyTwoGetOneFree' as const, productId: offer.id } } : {}),
  };
}

/** PaymentSuccess with the order and method, or the shipping update page when the wallet gave no address. */
export function expressNextPath(
  result: { orderId: number; orderNumber: string; next: 'success' | 'shipping-update' },
  method: WalletMethod,
  sluguser: string | null,
): string {
  const search = new URLSearchParams({ order_id: String(result.orderId), payment_method: method });
  if (result.next === 'shipping-update') {
    search.set('order_number', result.orderNumber);
    return `${paths.paymentShippingUpdate(sluguser)}?${search.toString()}`;
  }
  return `${paths.paymentSuccess(sluguser)}?${search.toString()}`;
}

/** The widget's session from express-checkout/create's answer. */
export function expressSessionOf(created: ExpressCreateResponse): ExpressSession {
  return {
    checkoutId: created.checkout_id,
    currency: created.currency,
    shipping_amount: created.shipping_amount,
    tax_amount: created.tax_amount,
    shipping_tax_amount: created.shipping_tax_amount,
    total_amount: created.total_amount,
  };
}

/** What the wallet gave for a payment: its token (the PayPal order id), and the buyer's addresses when known. */
export interface WalletPayment {
  token: string | null;
  address: EditableAddress | null;
  billing?: EditableAddress | null;
}

/** The express-checkout/process-payment body: the buyer's contact and addresses only when the wallet gave them. */
export function expressPaymentBodyOf(session: ExpressSession, method: WalletMethod, payment: WalletPayment) {
  const { address } = payment;
  const billing = payment.billing ?? address;
  return {
    checkout_id: session.checkoutId,
    payment_method: method,
    ...(payment.token ? { payment_token: payment.token } : {}),
    ...(address
      ? {
          customer_data: { email: address.email, first_name: address.first_name, last_name: address.last_name, phone: address.phone },
          shipping_address: toWalletAddress(address),
          billing_address: toWalletAddress(billing ?? address),
        }
      : {}),
  };
}
