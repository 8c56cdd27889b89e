/** The ListProducts message (accounts §2.9): none, exactly one, or a count. */
export type ProductsFoundKey = 'noneFound' | 'oneFound' | 'manyFound';

export function productsFoundKey(count: number): ProductsFoundKey {
  if (count <= 0) return 'noneFound';
  return count === 1 ? 'oneFound' : 'manyFound';
}
