import {
  CheckoutPaymentIntent,
  ItemCategory,
  PaypalExperienceLandingPage,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type AmountWithBreakdown,
  type ItemRequest,
  type OrderRequest,
} from '@paypal/paypal-server-sdk';
import { sumMinor, type Currency } from '@upline/domain/money';

/** How the shopper pays through PayPal: its own wallet, or Google Pay / Apple Pay via PayPal. */
export type PayPalMethod = 'paypal' | 'google_pay_via_paypal' | 'apple_pay_via_paypal';

export interface PayPalLineInput {
  name: string;
  sku?: string;
  quantity: number;
  /** What the line costs before the order-level discount, in minor units. */
  lineTotalMinor: number;
}

/** The amounts of a PayPal order; total = Σ lines + shipping + tax − discount (checked). */
export interface PayPalAmountsInput {
  currency: Currency;
  lines: readonly PayPalLineInput[];
  shippingMinor: number;
  /** Tax on the items and tax on shipping together (PayPal has one tax total). */
  taxMinor: number;
  discountMinor: number;
  totalMinor: number;
}

export interface PayPalAddressInput {
  fullName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, e.g. US or CA. */
  countryCode: string;
}

export interface PayPalOrderInput extends PayPalAmountsInput {
  /** Our order, sent as custom_id so events and lookups lead back to it. */
  orderId: number;
  /** Shown to the buyer and in PayPal's reports; unique per order at PayPal. */
  orderNumber?: string;
  /** Deterministic; sent as PayPal-Request-Id so a repeated create answers the same PayPal order. */
  idempotencyKey: string;
  method?: PayPalMethod;
  /** GET_FROM_FILE lets the buyer pick an address in PayPal (express); SET_PROVIDED_ADDRESS uses ours. */
  shippingPreference: 'GET_FROM_FILE' | 'NO_SHIPPING' | 'SET_PROVIDED_ADDRESS';
  shippingAddress?: PayPalAddressInput;
  brandName?: string;
  locale?: string;
  returnUrl?: string;
  cancelUrl?: string;
}

/** Minor units as PayPal's decimal string: 1999 -> "19.99" (both currencies have 2 decimals). */
export function toPayPalValue(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`not an amount in minor units: ${amountMinor}`);
  return `${Math.trunc(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

/** PayPal items: a line whose total is not a whole number of units at one price becomes one unit. */
function toItems(lines: readonly PayPalLineInput[], currency: Currency): ItemRequest[] {
  return lines.map((line) => {
    const isEven = line.quantity > 0 && line.lineTotalMinor % line.quantity === 0;
    const name = (isEven ? line.name : `${line.name} x ${line.quantity}`).slice(0, 127);
    return {
      name,
      quantity: String(isEven ? line.quantity : 1),
      unitAmount: { currencyCode: currency, value: toPayPalValue(isEven ? line.lineTotalMinor / line.quantity : line.lineTotalMinor) },
      category: ItemCategory.PhysicalGoods,
      ...(line.sku ? { sku: line.sku.slice(0, 127) } : {}),
    };
  });
}

/** The amount with its breakdown; throws when the parts do not add up (our own bug, never sent). */
export function toPayPalAmount(a: PayPalAmountsInput): AmountWithBreakdown {
  const itemTotal = sumMinor(a.lines.map((l) => l.lineTotalMinor));
  if (itemTotal + a.shippingMinor + a.taxMinor - a.discountMinor !== a.totalMinor) {
    throw new RangeError(`PayPal amounts do not add up: ${itemTotal} + ${a.shippingMinor} + ${a.taxMinor} - ${a.discountMinor} != ${a.totalMinor}`);
  }
  const money = (minor: number) => ({ currencyCode: a.currency, value: toPayPalValue(minor) });
  return {
    currencyCode: a.currency,
    value: toPayPalValue(a.totalMinor),
    breakdown: {
      itemTotal: money(itemTotal),
      shipping: money(a.shippingMinor),
      taxTotal: money(a.taxMinor),
      ...(a.discountMinor > 0 ? { discount: money(a.discountMinor) } : {}),
    },
  };
}

const shippingPreferences = {
  GET_FROM_FILE: PaypalWalletContextShippingPreference.GetFromFile,
  NO_SHIPPING: PaypalWalletContextShippingPreference.NoShipping,
  SET_PROVIDED_ADDRESS: PaypalWalletContextShippingPreference.SetProvidedAddress,
} as const;

/**
 * An Orders v2 request to capture the order's total (CP §9: user action PAY_NOW, landing page
 * BILLING, goods category PHYSICAL_GOODS). Google Pay and Apple Pay orders carry no PayPal wallet
 * source: the browser confirms them with the wallet's own payment source.
 */
export function buildPayPalOrderRequest(input: PayPalOrderInput): OrderRequest {
  const address = input.shippingAddress;
  const shipping = address
    ? {
        name: { fullName: address.fullName.slice(0, 300) },
        address: {
          addressLine1: address.addressLine1,
          ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
          adminArea2: address.city,
          adminArea1: address.state,
          postalCode: address.postalCode,
          countryCode: address.countryCode,
        },
      }
    : undefined;
  const isWallet = (input.method ?? 'paypal') === 'paypal';
  return {
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [
      {
        referenceId: 'default',
        customId: String(input.orderId),
        ...(input.orderNumber ? { invoiceId: input.orderNumber } : {}),
        amount: toPayPalAmount(input),
        items: toItems(input.lines, input.currency),
        ...(shipping && input.shippingPreference === 'SET_PROVIDED_ADDRESS' ? { shipping } : {}),
      },
    ],
    ...(isWallet
      ? {
          paymentSource: {
            paypal: {
              experienceContext: {
                userAction: PaypalExperienceUserAction.PayNow,
                landingPage: PaypalExperienceLandingPage.Billing,
                shippingPreference: shippingPreferences[input.shippingPreference],
                ...(input.brandName ? { brandName: input.brandName.slice(0, 127) } : {}),
                ...(input.locale ? { locale: input.locale } : {}),
                ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
                ...(input.cancelUrl ? { cancelUrl: input.cancelUrl } : {}),
              },
            },
          },
        }
      : {}),
  };
}
