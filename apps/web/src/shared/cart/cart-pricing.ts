// Prices the cart's lines again with the domain rules (storefront §4, §5): whenever a quantity or
// the shopper's member type changes, each line's unit price follows its purchase type and the
// quantity tier matched on all units of that product in the cart. The server's quote stays the
// authority; this keeps the numbers shown before it answers right.
import { computeUnitPrice, priceGroupOf, type ShopperType } from '@upline/domain/catalogue';
import { findCartProduct } from './cart-product';
import type { CartCurrency, CartItem } from './cart-types';
import { totalQuantity } from './cart-rules';

/** The lines priced for a shopper; lines with no stored product, and offer lines, keep their price. */
export function repriceCart(
  items: readonly CartItem[],
  products: readonly unknown[],
  shopperType: ShopperType,
  currency: CartCurrency,
): CartItem[] {
  return items.map((item) => {
    if (item.isBogoOffer) return item;
    const product = findCartProduct(products, item.id, currency);
    if (!product) return item;
    const units = totalQuantity(items.filter((line) => line.id === item.id));
    const unit = computeUnitPrice({
      prices: product.prices,
      tiers: product.tiers,
      shopperType,
      purchaseType: item.purchaseType,
      quantityInCart: 0,
      quantityChosen: units,
    });
    const salePrice = product.prices[priceGroupOf(shopperType)].sale;
    if (unit.unitPriceMinor === item.price && salePrice === item.sale_price) return item;
    return { ...item, price: unit.unitPriceMinor, sale_price: salePrice };
  });
}

/** True when repricing changed nothing (same line objects), so the store need not be written. */
export function isSameLines(before: readonly CartItem[], after: readonly CartItem[]): boolean {
  return before.length === after.length && before.every((item, index) => item === after[index]);
}
