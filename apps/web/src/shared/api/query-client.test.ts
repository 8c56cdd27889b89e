import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { logFailedQuery, shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError(status, { error: 'x', code: 'x' });

describe('shouldRetry', () => {
  it('retries network failures and server errors twice', () => {
    expect(shouldRetry(0, apiError(0))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
  });

  it('never retries a client error such as a missing page', () => {
    expect(shouldRetry(0, apiError(404))).toBe(false);
    expect(shouldRetry(0, apiError(422))).toBe(false);
  });
});

describe('logFailedQuery', () => {
  it('logs a failed fetch with its query key, but not a missing record', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailedQuery(apiError(503), ['navigations', 'header', 'en']);
    expect(log).toHaveBeenCalledWith('Request failed: navigations/header/en', expect.any(ApiError));
    log.mockClear();
    logFailedQuery(apiError(404), ['page', 'home-hero', 'en']);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
