import { describe, expect, it } from 'vitest';
import { testProduct } from '../../../shared/catalogue/test-product';
import { reorderLinesOf, reorderProductIds } from './reorder-lines';
import { testOrderProduct } from './test-orders';

const whey = testProduct({ id: 1, sale_price: 64.95, amb_sale_price: 54.95, sc_sale_price: 49.95 });
const collagen = testProduct({ id: 5, name: 'Marine Collagen', sale_price: 39.95, amb_sale_price: 34.95, sc_sale_price: 31.95 });
const ordered = [
  testOrderProduct({ order_line_id: 1, product_id: 1, quantity: 3, price: 60 }),
  testOrderProduct({ order_line_id: 2, product_id: 5, name: 'Marine Collagen', autoship: true }),
  testOrderProduct({ order_line_id: 3, product_id: 9, name: 'Retired Tea' }),
  testOrderProduct({ order_line_id: 4, product_id: null, name: 'Deleted Bar' }),
  testOrderProduct({ order_line_id: 5, product_id: 1, autoship: true }),
];
const catalogue = new Map([
  [1, whey],
  [5, collagen],
  [9, null],
]);

describe('Re Order lines', () => {
  it('asks the catalogue once for each product still known', () => {
    expect(reorderProductIds(ordered)).toEqual([1, 5, 9]);
  });

  it('puts each product once at quantity 1, purchase type 2 only for a line bought on autoship', () => {
    const { lines } = reorderLinesOf(ordered, catalogue, 'customer');
    expect(lines.map(({ line }) => [line.id, line.quantity, line.purchaseType])).toEqual([
      [1, 1, 1],
      [5, 1, 2],
    ]);
  });

  it("prices at today's sale price for the member's type, not the price paid", () => {
    expect(reorderLinesOf(ordered, catalogue, 'ambassador').lines.map(({ line }) => line.price)).toEqual([5495, 3495]);
    expect(reorderLinesOf(ordered, catalogue, 'scholar').lines.map(({ line }) => line.price)).toEqual([4995, 3195]);
    expect(reorderLinesOf(ordered, catalogue, 'guest').lines.map(({ line }) => line.price)).toEqual([6495, 3995]);
  });

  it('names the products no longer sold', () => {
    expect(reorderLinesOf(ordered, catalogue, 'customer').unavailable).toEqual(['Retired Tea', 'Deleted Bar']);
  });
});
