import type { TFunction } from 'i18next';
import type { MoneyBackGuarantee, ReturnPolicy } from '@upline/contract/guarantee';
import type { Offer } from '@upline/contract/promotions';
import { formatDate, formatPercentBps } from '../format/locale';
import type { ShoppingCountry } from '../session/session-types';

// The storefront's claims, each made only where it is true (decision 0018): free shipping from
// the running free-shipping offers (the rule the checkout quote applies), the guarantees from
// GET guarantee. Texts are the shared bundle's `claims.*`, numbers and dates through Intl.

const shopCountries: readonly ShoppingCountry[] = ['US', 'CA'];

export interface FreeShippingClaim {
  productIds: readonly number[];
  /** The shop's countries it ships free to, narrowed to the shopper's when one is chosen. */
  countries: readonly ShoppingCountry[];
  /** ISO date-time the offer ends, or null. */
  endsAt: string | null;
}

/** The free-shipping offers that hold for the shopper's country (or for any shop country before one is chosen). */
export function freeShippingClaims(offers: readonly Offer[] | undefined, country: ShoppingCountry | null): FreeShippingClaim[] {
  return (offers ?? []).flatMap((offer) => {
    if (offer.kind !== 'freeShipping' || offer.product_ids.length === 0) return [];
    const listed = shopCountries.filter((c) => offer.countries.includes(c) && (country === null || c === country));
    return listed.length === 0 ? [] : [{ productIds: offer.product_ids, countries: listed, endsAt: offer.ends_at }];
  });
}

/** The claim covering one product, if any. */
export function freeShippingClaimFor(claims: readonly FreeShippingClaim[], productId: number): FreeShippingClaim | null {
  return claims.find((claim) => claim.productIds.includes(productId)) ?? null;
}

function destination(t: TFunction, countries: readonly ShoppingCountry[]): string {
  return countries.length > 1 ? t('claims.to_both') : t(countries[0] === 'CA' ? 'claims.to_CA' : 'claims.to_US');
}

function endDate(claim: FreeShippingClaim): string {
  return claim.endsAt === null ? '' : formatDate(claim.endsAt, { dateStyle: 'long' });
}

/** The shop-wide line: 'Free shipping to the United States until March 1, 2027 on orders of selected products only'. */
export function freeShippingText(t: TFunction, claim: FreeShippingClaim): string {
  const key = claim.endsAt === null ? 'claims.freeShippingOpen' : 'claims.freeShipping';
  return t(key, { to: destination(t, claim.countries), date: endDate(claim) });
}

/** A product's line: 'Ships free to Canada until March 1, 2027 when your order holds only free-shipping products'. */
export function productFreeShippingText(t: TFunction, claim: FreeShippingClaim): string {
  const key = claim.endsAt === null ? 'claims.freeShippingProductOpen' : 'claims.freeShippingProduct';
  return t(key, { to: destination(t, claim.countries), date: endDate(claim) });
}

/** Whether the money-back guarantee covers a product. */
export function coversProduct(guarantee: MoneyBackGuarantee, productId: number): boolean {
  return guarantee.product_ids === null || guarantee.product_ids.includes(productId);
}

/** '45-day money-back guarantee'. */
export function moneyBackTitle(t: TFunction, guarantee: MoneyBackGuarantee): string {
  return t('claims.moneyBackTitle', { days: guarantee.days });
}

/** What the money-back guarantee covers, in one sentence or two. */
export function moneyBackCoverage(t: TFunction, guarantee: MoneyBackGuarantee): string {
  const scope = t(guarantee.first_purchase_only ? 'claims.moneyBackFirstPurchase' : 'claims.moneyBackEveryPurchase');
  const units = guarantee.units_per_product;
  const refund = units === null ? t('claims.refundEveryUnit') : units === 1 ? t('claims.refundOneUnit') : t('claims.refundUnits', { count: units });
  const text = t('claims.moneyBackCoverage', { scope, days: guarantee.days, refund });
  return guarantee.refunds_shipping ? text : `${text} ${t('claims.shippingNotRefunded')}`;
}

/** A short form for tight places: 'Covers one unit of your first purchase of each product'. */
export function moneyBackShort(t: TFunction, guarantee: MoneyBackGuarantee): string {
  const scope = t(guarantee.first_purchase_only ? 'claims.firstPurchaseShort' : 'claims.everyPurchaseShort');
  const units = guarantee.units_per_product;
  if (units === null) return t('claims.coverAll', { scope });
  return units === 1 ? t('claims.coverOneUnit', { scope }) : t('claims.coverUnits', { scope, count: units });
}

/** The refund policy of every order: cancellation, then returns less the restocking fee. */
export function returnPolicyText(t: TFunction, policy: ReturnPolicy): string {
  return t(policy.restocking_fee_bps > 0 ? 'claims.returns' : 'claims.returnsNoFee', {
    hours: policy.cancel_business_hours,
    days: policy.return_window_days,
    fee: formatPercentBps(policy.restocking_fee_bps),
  });
}
