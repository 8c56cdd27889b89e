import type { Product } from '@upline/contract/catalogue';
import { catalogueRefs } from '@upline/contract/catalogue-refs';
import { isApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';
import type { CartCurrency } from '../../../shared/cart/cart-types';

export interface ReorderProductRequest {
  productId: number;
  userType: 'customer' | 'ambassador' | 'scholar';
  language: string;
  currency: CartCurrency;
}

/**
 * GET product/{id}/{userType}/{lang}?currency= : today's product with every member type's prices
 * (accounts §3 Re-order product), so the cart prices a re-ordered line at today's price; null
 * when the product is no longer sold.
 */
export async function getReorderProduct(request: ReorderProductRequest, signal?: AbortSignal): Promise<Product | null> {
  const params = { id: String(request.productId), userType: request.userType, lang: request.language };
  try {
    const answer = await call(catalogueRefs.product, { params, query: { currency: request.currency }, signal });
    return answer.products[0] ?? null;
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}
