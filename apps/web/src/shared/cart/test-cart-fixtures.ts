import type { CartProductSource } from './cart-product';
import type { CartItem } from './cart-types';

/** A product as the API answers it: 64.95 customer sale, member prices, customer tiers 2-5 at 3% and 6+ at 7%. */
export const wheyProduct: CartProductSource = {
  id: 1,
  currency: 'USD',
  sale_price: 64.95,
  suggested_retail_price: 79.95,
  amb_sale_price: 54.95,
  amb_suggested_retail_price: 79.95,
  sc_sale_price: 52.95,
  sc_suggested_retail_price: 79.95,
  autoship_price_customer: 54.95,
  autoship_price_amb: 49.95,
  autoship_price_sc: 47.95,
  qty_range_1: '2-5',
  qty_range_1_per: 5,
  qty_range_2: null,
  qty_range_2_per: null,
  qty_range_3: null,
  qty_range_3_per: null,
  cust_qty_range_1: '2-5',
  cust_qty_range_1_per: 3,
  cust_qty_range_2: '6+',
  cust_qty_range_2_per: 7,
  cust_qty_range_3: null,
  cust_qty_range_3_per: null,
};

/** A cart line with sensible defaults. */
export function line(fields: Partial<CartItem> & Pick<CartItem, 'id'>): CartItem {
  return {
    name: `Product ${fields.id}`,
    description: 'A product',
    hoverImage: null,
    image: null,
    quantity: 1,
    price: 1000,
    sale_price: 1000,
    purchaseType: 1,
    ...fields,
  };
}
