import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordRuleMessages } from '@upline/contract/accounts';
import { isCommonPassword } from './common-passwords.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { bearerFor, customerSignup, register, userByEmail } from '../../../test/accounts-fixtures.js';

// New passwords (signup, reset, change) have at least 8 characters and are not among the
// 10,000 most common breached passwords; signing in still accepts any stored password.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the common-password list', () => {
  it('knows the first guesses of every attacker, whatever their case, and not a real passphrase', async () => {
    for (const common of ['123456', 'password', 'Password1', 'QWERTY123', 'iloveyou', '12345678']) expect(await isCommonPassword(common), common).toBe(true);
    for (const fine of ['Sunny#Garden42', 'Demo#2026', 'correct horse battery staple']) expect(await isCommonPassword(fine), fine).toBe(false);
  });
});

describe('signup', () => {
  it('refuses a password under 8 characters and a common one on the password field, and creates no account', async () => {
    for (const [password, message] of [
      ['a', passwordRuleMessages.tooShort],
      ['Ab#4567', passwordRuleMessages.tooShort],
      ['password1', passwordRuleMessages.tooCommon],
      ['Password1', passwordRuleMessages.tooCommon],
    ] as const) {
      const body = await customerSignup(t, { password });
      const res = await register(t, body);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors.password).toBe(message);
      expect(await userByEmail(t, body.email)).toBeNull();
    }
  });

  it('accepts a long, uncommon one', async () => {
    const res = await register(t, await customerSignup(t, { password: 'Sunny#Garden42' }));
    expect(res.statusCode).toBe(200);
  });
});

describe('change and reset', () => {
  it('refuses a short or common new password when changing it, keeping the old one', async () => {
    const body = await customerSignup(t);
    expect((await register(t, body)).statusCode).toBe(200);
    const auth = await bearerFor(t, body.email, body.password);
    for (const [newPassword, message] of [
      ['short', passwordRuleMessages.tooShort],
      ['12345678', passwordRuleMessages.tooCommon],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/change_password', headers: auth, payload: { old_password: body.password, new_password: newPassword } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.new_password).toBe(message);
    }
    expect((await bearerFor(t, body.email, body.password)).authorization).toMatch(/^Bearer /);
  });

  it('refuses a common password at reset before looking at the link', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token: 'whatever-token', password: 'iloveyou' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe(passwordRuleMessages.tooCommon);
  });
});
