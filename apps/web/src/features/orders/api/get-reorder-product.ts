import type { Product, ProductsResponse } from '@upline/contract/catalogue';
import { isApiError } from '../../../shared/api/api-error';
import { apiFetch } from '../../../shared/api/client';
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
  const path = `/product/${request.productId}/${request.userType}/${encodeURIComponent(request.language)}?currency=${request.currency}`;
  try {
    const answer = await apiFetch<ProductsResponse>(path, { signal });
    return answer.products[0] ?? null;
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return null;
    throw error;
  }
}
