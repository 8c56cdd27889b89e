import { describe, expect, it } from 'vitest';
import { toRegisterPayload } from './signup-payload';
import { emptySignupValues, type SignupValues } from './signup-values';

const values: SignupValues = {
  ...emptySignupValues('US', 'en'),
  firstname: ' Nora ',
  lastname: 'Field',
  email: 'nora@example.com',
  password: ' Sunny#Garden42 ',
  password_confirmation: ' Sunny#Garden42 ',
  mobile: '1-555-123-4567',
  secret_question: 'What is your favourite colour?',
  answer: 'Green',
  date_month: '04',
  date_day: '12',
  date_year: '1988',
  username: 'Nora-Shop',
  personal_tax_id: 'Personal Tax ID/SSN',
  ssn: '123456789',
  bill_address: '1 Main Street',
  city: 'Springfield',
  stateBill: '1014',
  bil_zipcode: '62701',
  same_billing: true,
  terms: true,
};

describe('toRegisterPayload', () => {
  it('sends a customer with the e-mail as username, ids as numbers, and no tax id', () => {
    const payload = toRegisterPayload(values, { kind: 'customer', referalId: 3, shoppingCountry: 'US' });
    expect(payload).toMatchObject({
      referal_id: 3,
      usertype: 'customer',
      firstname: 'Nora',
      username: 'nora@example.com',
      countryBill: 231,
      stateBill: 1014,
      country: 231,
      same_billing: true,
      shopping_country_code: 'usa',
      currency: 'USD',
      language: 'en',
      date_month: '04',
    });
    expect(payload).not.toHaveProperty('ssn');
    expect(payload).not.toHaveProperty('personal_tax_id');
    expect(payload).not.toHaveProperty('password_confirmation');
    expect(payload).not.toHaveProperty('terms');
  });

  it('keeps the password exactly as typed', () => {
    expect(toRegisterPayload(values, { kind: 'customer', referalId: null, shoppingCountry: null }).password).toBe(' Sunny#Garden42 ');
  });

  it('sends an ambassador with the link name lower-cased, the tax id type and the SSN', () => {
    const payload = toRegisterPayload(values, { kind: 'ambassador', referalId: null, shoppingCountry: 'CA' });
    expect(payload).toMatchObject({
      usertype: 'ambassador',
      username: 'nora-shop',
      personal_tax_id: 'Personal Tax ID/SSN',
      ssn: '123456789',
      shopping_country_code: 'ca',
      referal_id: null,
    });
  });

  it('adds the card payment method, the plan and the quantity for a scholar', () => {
    const extras = { authorization_key: 'pm_card_visa', plan: 12 as const, quantity: 2 };
    const payload = toRegisterPayload(values, { kind: 'scholar', referalId: 5, shoppingCountry: 'US', extras });
    expect(payload).toMatchObject({ usertype: 'scholar', authorization_key: 'pm_card_visa', plan: 12, quantity: 2 });
    expect(toRegisterPayload(values, { kind: 'ambassador', referalId: 5, shoppingCountry: 'US', extras })).not.toHaveProperty('plan');
  });

  it('turns empty fields into undefined (required) or null (optional lines)', () => {
    const payload = toRegisterPayload(emptySignupValues(null, 'en'), { kind: 'customer', referalId: null, shoppingCountry: null });
    expect(payload.firstname).toBeUndefined();
    expect(payload.countryBill).toBeUndefined();
    expect(payload.password).toBeUndefined();
    expect(payload.bill_address2).toBeNull();
  });

  it("derives 'ca' from a Canadian billing country when no shopping country is known", () => {
    const canadian = { ...values, countryBill: '38' };
    expect(toRegisterPayload(canadian, { kind: 'customer', referalId: null, shoppingCountry: null }).shopping_country_code).toBe('ca');
  });

  it('sends a free-text region for countries without a list of states', () => {
    const payload = toRegisterPayload({ ...values, stateBill: 'Greater London' }, { kind: 'customer', referalId: null, shoppingCountry: null });
    expect(payload.stateBill).toBe('Greater London');
  });
});
