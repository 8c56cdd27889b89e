import { describe, expect, it } from 'vitest';
import { GUEST_USER_ID, customerIdentity, isValidEmail, normaliseEmail } from './email.js';

describe('e-mail identity', () => {
  it('normalises by trimming and lower-casing', () => {
    expect(normaliseEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it.each([
    ['ann@example.com', true],
    [' Ann@Example.co.uk ', true],
    ['a+tag@mail.example.org', true],
    ['ann@example', false],
    ['ann example.com', false],
    ['ann@@example.com', false],
    ['@example.com', false],
    ['ann@.com', false],
    ['ann@example..com', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('%s is valid: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it.each([
    [{ userId: 12, email: 'Ann@Example.com' }, { userId: 12, email: 'ann@example.com' }],
    [{ userId: GUEST_USER_ID, email: ' Guest@Example.com' }, { userId: null, email: 'guest@example.com' }],
    [{ userId: null, email: '' }, { userId: null, email: null }],
    [{}, { userId: null, email: null }],
  ])('identifies %j as %j', (input, expected) => {
    expect(customerIdentity(input)).toEqual(expected);
  });
});
