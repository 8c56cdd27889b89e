import { describe, expect, it } from 'vitest';
import { addressUpdateRequestSchema, loginRequestSchema, planQuantitySchema } from '@upline/contract/accounts';
import { idInput, INT32_MAX, textInput, textInputMessage } from '@upline/contract/input';

// The contract's input rules hold wherever its schemas are used (server validation, forms,
// route descriptors), not only behind the API's guard.

describe('idInput, the one id rule', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [INT32_MAX, INT32_MAX],
  ])('accepts %j as %j', (value, expected) => {
    expect(idInput().parse(value)).toBe(expected);
  });

  it.each([2147483648, '2147483648', -1, 0, 1.5, '1.5', 'abc', '', '0x10', '1e3', [1], true, null])('refuses %j', (value) => {
    expect(idInput('Unknown order').safeParse(value).success).toBe(false);
  });

  it('is the rule behind account forms: a country past 2^31 is refused with the field message', () => {
    const res = addressUpdateRequestSchema.safeParse({ countryBill: 2147483648 });
    expect(res.success).toBe(false);
    expect(res.error?.issues.find((i) => i.path[0] === 'countryBill')?.message).toBe('Select country');
  });

  it('counts are whole numbers, never [2] or true', () => {
    expect(planQuantitySchema.parse('3')).toBe(3);
    for (const bad of [[2], true, 1.5, '2abc']) expect(planQuantitySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('safe text', () => {
  const unsafe = ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'evil\u202Etxt', 'iso\u2066late'];

  it.each(unsafe)('textInput refuses %j with the input rule message', (text) => {
    const res = textInput(100).safeParse(text);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(textInputMessage);
  });

  it.each(unsafe)('account fields (login e-mail) refuse %j', (text) => {
    const res = loginRequestSchema.safeParse({ email: `ava${text}@upline.test`, password: 'x' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.message)).toContain(textInputMessage);
  });

  it('keeps tabs, line breaks and ordinary accents', () => {
    expect(textInput(100).parse('line one\nline\ttwo\r\n Éloïse')).toBe('line one\nline\ttwo\r\n Éloïse');
    expect(loginRequestSchema.parse({ email: 'zoë@upline.test', password: 'x' }).email).toBe('zoë@upline.test');
  });
});
