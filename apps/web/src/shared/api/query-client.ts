import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retry only what may heal by itself: network failures and 5xx, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * A failed fetch is only logged (storefront §8): nothing reaches the visitor, the screen shows what
 * it has. A missing record (404) is an answer, not a failure.
 */
export function logFailedQuery(error: unknown, queryKey: readonly unknown[]): void {
  if (isApiError(error) && error.isNotFound) return;
  console.error(`Request failed: ${queryKey.map(String).join('/')}`, error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logFailedQuery(error, query.queryKey) }),
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
