import { describe, expect, it } from 'vitest';
import { createAttempts, signatureOf } from './idempotency';

function counter() {
  let n = 0;
  return () => `key-${(n += 1)}`;
}

describe('idempotency keys', () => {
  it('keeps one key for the same request until it succeeds', () => {
    const attempts = createAttempts(counter());
    expect(attempts.attemptFor('a').key).toBe('key-1');
    expect(attempts.attemptFor('a').key).toBe('key-1');
    attempts.succeed();
    expect(attempts.attemptFor('a').key).toBe('key-2');
  });

  it('takes a new key when the request changes', () => {
    const attempts = createAttempts(counter());
    attempts.attemptFor('a');
    expect(attempts.attemptFor('b').key).toBe('key-2');
    expect(attempts.attemptFor('a').key).toBe('key-3');
  });

  it('keeps the start time of the attempt', () => {
    let clock = 0;
    const attempts = createAttempts(counter(), () => new Date((clock += 1000)));
    const first = attempts.attemptFor('a').startedAt;
    expect(attempts.attemptFor('a').startedAt).toBe(first);
  });

  it('signs objects independently of key order', () => {
    expect(signatureOf({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(signatureOf({ b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(signatureOf({ a: 1 })).not.toBe(signatureOf({ a: 2 }));
  });
});
