import { describe, expect, it } from 'vitest';
import { passwordStrength } from '@upline/domain/accounts';
import { signupResolver, validateSignup } from './signup-validation';
import { emptySignupValues, type SignupValues } from './signup-values';

const now = new Date(2026, 5, 15);

const complete: SignupValues = {
  ...emptySignupValues('US', 'en'),
  firstname: 'Nora',
  lastname: 'Field',
  email: 'nora@example.com',
  password: 'Sunny#Garden42',
  password_confirmation: 'Sunny#Garden42',
  mobile: '1-555-123-4567',
  secret_question: 'What is your favourite colour?',
  answer: 'Green',
  date_month: '04',
  date_day: '12',
  date_year: '1988',
  bill_address: '1 Main Street',
  city: 'Springfield',
  stateBill: '1014',
  bil_zipcode: '62701',
  same_billing: true,
  terms: true,
};

const ambassador: SignupValues = { ...complete, username: 'nora-shop', personal_tax_id: 'Personal Tax ID/SSN', ssn: '123456789' };

describe('validateSignup', () => {
  it('accepts a complete customer form', () => {
    expect(validateSignup(complete, 'customer', now)).toEqual({});
  });

  it("gives every required field the spec's message on an empty form", () => {
    const errors = validateSignup(emptySignupValues(null, 'en'), 'ambassador', now);
    expect(errors).toMatchObject({
      email: 'Email address is required',
      password: 'Password is required',
      password_confirmation: 'This field is required',
      firstname: 'This field is required',
      lastname: 'This field is required',
      mobile: 'This field is required',
      secret_question: 'This field is required',
      answer: 'This field is required',
      date_month: 'This field is required',
      date_day: 'This field is required',
      date_year: 'This field is required',
      bill_address: 'This field is required',
      city: 'This field is required',
      countryBill: 'Select country',
      stateBill: 'Select state/province',
      bil_zipcode: 'This field is required',
      ship_address: 'This field is required',
      ship_city: 'This field is required',
      country: 'Select country',
      state: 'Select state/province',
      ship_zipcode: 'This field is required',
      username: 'This field is required',
      personal_tax_id: 'This field is required',
      ssn: 'This field is required',
      terms: 'This field is required',
    });
    expect(errors.bill_address2).toBeUndefined();
    expect(errors.ship_address2).toBeUndefined();
  });

  it('checks the e-mail format', () => {
    expect(validateSignup({ ...complete, email: 'nora@' }, 'customer', now).email).toBe('Please enter a valid email address.');
  });

  it('refuses a password shorter than 8 characters with the rule, before anything is sent', () => {
    const errors = validateSignup({ ...complete, password: 'Sun#42a', password_confirmation: 'Sun#42a' }, 'customer', now);
    expect(errors.password).toBe('Your password must have at least 8 characters.');
    expect(validateSignup({ ...complete, password: 'Sun#42ab', password_confirmation: 'Sun#42ab' }, 'customer', now).password).toBeUndefined();
  });

  it('never blocks on the strength score: a password the meter calls weak is accepted once it has 8 characters', () => {
    const weak = 'mmmmnnnn';
    expect(passwordStrength(weak).label).toBe('Weak');
    expect(validateSignup({ ...complete, password: weak, password_confirmation: weak }, 'customer', now)).toEqual({});
  });

  it('wants the confirmation to match the password', () => {
    expect(validateSignup({ ...complete, password_confirmation: 'other' }, 'customer', now).password_confirmation).toBe(
      'The passwords do not match.',
    );
  });

  it('does not ask for shipping fields when same as billing is ticked', () => {
    const errors = validateSignup({ ...complete, same_billing: true, country: '', state: '' }, 'customer', now);
    expect(errors).toEqual({});
    const unticked = validateSignup({ ...complete, same_billing: false, country: '', state: '' }, 'customer', now);
    expect(unticked).toMatchObject({ ship_address: 'This field is required', country: 'Select country' });
  });

  it('asks ambassadors for a valid link name, a tax id type and a digits-only SSN', () => {
    expect(validateSignup(ambassador, 'ambassador', now)).toEqual({});
    expect(validateSignup({ ...ambassador, ssn: '123-45-6789' }, 'ambassador', now).ssn).toBe('Please enter numbers only, without dashes.');
    expect(validateSignup({ ...ambassador, username: 'checkout' }, 'ambassador', now).username).toBe('This link name is reserved');
    expect(validateSignup({ ...ambassador, username: 'no spaces' }, 'ambassador', now).username).toMatch(/lowercase letters/);
    expect(validateSignup({ ...ambassador, username: '' }, 'customer', now)).toEqual({});
  });

  it('leaves the card and the plan to the payment step for a scholar', () => {
    expect(validateSignup(ambassador, 'scholar', now)).toEqual({});
  });

  it('refuses an impossible birth date', () => {
    expect(validateSignup({ ...complete, date_month: '02', date_day: '30' }, 'customer', now).date_day).toBe(
      'Please enter a valid date of birth.',
    );
  });

  it('requires the terms box', () => {
    expect(validateSignup({ ...complete, terms: false }, 'customer', now)).toEqual({ terms: 'This field is required' });
  });
});

describe('signupResolver', () => {
  it('returns the values when valid and field errors otherwise', async () => {
    const resolve = signupResolver('customer', () => now);
    const ok = await resolve(complete, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok).toEqual({ values: complete, errors: {} });
    const bad = await resolve({ ...complete, firstname: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(bad.errors).toEqual({ firstname: { type: 'validate', message: 'This field is required' } });
  });
});
