// The session's amounts as the wallets show them (checkout §2 'PayPal popup', §3 'Session
// amounts'): item subtotal, shipping, tax, shipping tax and total, as decimal strings in the
// session's currency. The server computes every amount; the item subtotal is what is left of
// its total without shipping and taxes.
import { fromDecimal } from '@upline/domain/money';
import type { SessionAmounts } from '../../lib/express-state';

/** The merchant name the wallet sheets show. */
export const MERCHANT_NAME = 'Upline Wellness';

/** The session's items subtotal in minor units. */
export function itemSubtotalMinor(session: SessionAmounts): number {
  return fromDecimal(session.total_amount) - fromDecimal(session.shipping_amount) - fromDecimal(session.tax_amount) - fromDecimal(session.shipping_tax_amount);
}

/** Minor units as a wallet's decimal string: 12600 -> "126.00". */
export function toWalletAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface WalletAmounts {
  subtotal: string;
  shipping: string;
  tax: string;
  shippingTax: string;
  total: string;
  /** False until an address priced shipping and tax: the wallets show them as pending. */
  isAddressPriced: boolean;
}

export function walletAmountsOf(session: SessionAmounts): WalletAmounts {
  return {
    subtotal: toWalletAmount(itemSubtotalMinor(session)),
    shipping: toWalletAmount(fromDecimal(session.shipping_amount)),
    tax: toWalletAmount(fromDecimal(session.tax_amount)),
    shippingTax: toWalletAmount(fromDecimal(session.shipping_tax_amount)),
    total: toWalletAmount(fromDecimal(session.total_amount)),
    isAddressPriced: session.shipping_amount > 0 || session.tax_amount > 0,
  };
}

/** The translated labels of the wallets' amount lines. */
export interface WalletLabels {
  merchant: string;
  subtotal: string;
  shipping: string;
  tax: string;
  shippingTax: string;
  total: string;
}
