import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken } from './unsubscribe-token';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

describe('readUnsubscribeToken', () => {
  it('reads the token from the fragment, as the newsletter links carry it', () => {
    expect(readUnsubscribeToken(`#token=${token}`, '')).toBe(token);
  });

  it('falls back to the query string', () => {
    expect(readUnsubscribeToken('', `?token=${token}&utm=x`)).toBe(token);
  });

  it('prefers the fragment when both are there', () => {
    expect(readUnsubscribeToken(`#token=${token}`, '?token=other-token-that-is-long-enough')).toBe(token);
  });

  it('answers null when there is no token or it cannot be one', () => {
    expect(readUnsubscribeToken('', '')).toBeNull();
    expect(readUnsubscribeToken('#token=short', '')).toBeNull();
    expect(readUnsubscribeToken('#token=<script>alert(1)</script>aaaaaaaaaaaa', '')).toBeNull();
  });
});
