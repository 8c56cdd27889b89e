import { priceGroupOf, type ShopperType } from '@upline/domain/catalogue';
import { productPrices, type ProductPriceFields } from '../../../shared/catalogue/product-pricing';

export interface ListPrice {
  /** The shopper type's sale price, minor units. */
  priceMinor: number;
  /** The suggested retail price to strike through, or null when it equals the sale price. */
  compareAtMinor: number | null;
}

/** The price a product card shows: the shopper type's sale price, struck retail price when they differ. */
export function listPrice(product: ProductPriceFields, shopperType: ShopperType): ListPrice {
  const prices = productPrices(product)[priceGroupOf(shopperType)];
  return { priceMinor: prices.sale, compareAtMinor: prices.suggestedRetail !== prices.sale ? prices.suggestedRetail : null };
}
