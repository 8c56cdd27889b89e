import type { ProductPrices, ProductTiers, PurchaseType as DomainPurchaseType } from '@upline/domain/catalogue';
import type { Currency } from '@upline/domain/money';

/** Purchase type codes of the spec: 1 one-time, 2 autoship (every month). */
export type PurchaseType = DomainPurchaseType;

/** The currencies the cart is priced in: Canadian shoppers pay in CAD, everyone else in USD. */
export type CartCurrency = Currency;

/** One cart line (storefront §3). Amounts are integer minor units (cents). */
export interface CartItem {
  id: number;
  name: string;
  /** The first 10 words of the product description. */
  description: string;
  hoverImage: string | null;
  image: string | null;
  quantity: number;
  /** Unit price after tier and purchase-type rules, for display; the server recomputes it. */
  price: number;
  sale_price: number;
  purchaseType: PurchaseType;
  /** Buy-2-get-1-free offer flow only: the line is 3 units for the price of 2. */
  isBogoOffer?: boolean;
  /** Buy-2-get-1-free only: the sale price the offer takes two thirds of. */
  originalPrice?: number;
}

/** The applied coupon; `codeApplied` false means none. */
export interface CouponCodeData {
  codeApplied: boolean;
  id: number | null;
  /** Basis points for a percentage coupon, minor units for a value coupon. */
  discount_value: number;
  discount_type: 'percentage' | 'value' | null;
  discountCode: string;
  type: 'product' | 'shipping' | null;
}

export interface CartTax {
  isTax: boolean;
  state_id: number | null;
  /** Rate in basis points. */
  tax_value: number;
}

/**
 * What the cart keeps of a product (the spec's allProducts) to price its line again with the
 * domain rules when the quantity or the member type changes: every member type's prices and
 * tiers, in minor units, in one currency.
 */
export interface CartProduct {
  id: number;
  currency: CartCurrency;
  prices: ProductPrices;
  tiers: ProductTiers;
}
