// What the PayPal gateway answers, in the shop's words: shared by the gateway and the readers of
// PayPal's responses, so that neither imports the other.

/** Where a PayPal order stands, in the shop's words. 'approved' awaits our capture. */
export type PayPalPaymentStatus = 'requires_action' | 'approved' | 'processing' | 'succeeded' | 'failed' | 'cancelled';

export type PayPalFailureCode = 'not_approved' | 'declined' | 'already_captured' | 'not_found' | 'invalid_order' | 'amount_mismatch' | 'provider_error';
export type PayPalFailure = { ok: false; code: PayPalFailureCode; message: string };

export interface PayPalBuyer {
  email?: string;
  givenName?: string;
  surname?: string;
}

export interface PayPalShipping {
  fullName?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  countryCode?: string;
}

export interface PayPalOrderState {
  ok: true;
  paypalOrderId: string;
  status: PayPalPaymentStatus;
  /** The order's total, as PayPal holds it. */
  amountMinor: number;
  /** Upper-case ISO code as PayPal states it. */
  currency: string;
  captureId?: string;
  buyer?: PayPalBuyer;
  shipping?: PayPalShipping;
}
