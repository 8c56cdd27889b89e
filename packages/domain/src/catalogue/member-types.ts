// Who is buying decides which prices and which tier table apply. Guests are priced as customers.

export type MemberType = 'customer' | 'ambassador' | 'scholar';
export type ShopperType = MemberType | 'guest';

/** Purchase type codes of the spec: 1 one-time, 2 autoship (every month). */
export type PurchaseType = 1 | 2;
export const ONE_TIME: PurchaseType = 1;
export const AUTOSHIP: PurchaseType = 2;

/** Which tier table applies: ambassadors and scholars use the member tiers, everyone else the customer tiers. */
export type TierGroup = 'member' | 'customer';

/** The member type whose price list applies: guests pay customer prices. */
export function priceGroupOf(shopperType: ShopperType): MemberType {
  return shopperType === 'guest' ? 'customer' : shopperType;
}

/** The tier table for a shopper: 'member' for ambassadors and scholars, 'customer' otherwise. */
export function tierGroupOf(shopperType: ShopperType): TierGroup {
  return shopperType === 'ambassador' || shopperType === 'scholar' ? 'member' : 'customer';
}
