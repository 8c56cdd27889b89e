import {
  AUTOSHIP,
  computeUnitPrice,
  priceGroupOf,
  tierTable,
  type MatchedTier,
  type PurchaseType,
  type ShopperType,
  type TierRow,
} from '@upline/domain/catalogue';
import { productPrices, productTiers, type ProductPriceFields } from '../../../shared/catalogue/product-pricing';

export interface PriceViewInput {
  product: ProductPriceFields;
  shopperType: ShopperType;
  purchaseType: PurchaseType;
  /** Units of this product already in the cart. */
  quantityInCart: number;
  /** Units chosen in the quantity select. */
  quantityChosen: number;
}

export interface PriceView {
  /** What one unit costs now, minor units. */
  unitPriceMinor: number;
  /** The price to strike through beside it, or null: the sale price under a tier or autoship, else the retail price. */
  compareAtMinor: number | null;
  /** The one-time sale price of the shopper type (a cart line's sale_price), minor units. */
  salePriceMinor: number;
  /** The shopper type's autoship price, minor units (shown on the purchase-type radio). */
  autoshipPriceMinor: number;
  /** Unit price times the chosen quantity. */
  totalMinor: number;
  /** The quantity tier that applies, null for none or autoship. */
  tier: MatchedTier | null;
  /** The tier table of the shopper type (one-time prices). */
  tierRows: TierRow[];
}

/** The detail page's price block: the domain's unit price for the shopper, purchase type and quantities. */
export function priceView(input: PriceViewInput): PriceView {
  const prices = productPrices(input.product);
  const tiers = productTiers(input.product);
  const unit = computeUnitPrice({
    prices,
    tiers,
    shopperType: input.shopperType,
    purchaseType: input.purchaseType,
    quantityInCart: input.quantityInCart,
    quantityChosen: input.quantityChosen,
  });
  const own = prices[priceGroupOf(input.shopperType)];
  const reference = input.purchaseType === AUTOSHIP || unit.tier ? own.sale : own.suggestedRetail;
  return {
    unitPriceMinor: unit.unitPriceMinor,
    compareAtMinor: reference > unit.unitPriceMinor ? reference : null,
    salePriceMinor: own.sale,
    autoshipPriceMinor: own.autoship,
    totalMinor: unit.unitPriceMinor * input.quantityChosen,
    tier: unit.tier,
    tierRows: tierTable({ prices, tiers, shopperType: input.shopperType }),
  };
}
