import type { FieldErrors, Resolver } from 'react-hook-form';
import { registerRequestSchema } from '@upline/contract/accounts';
import { isValidBirthDate } from './birth-date-options';
import { knownMessages } from './messages';
import { toRegisterPayload } from './signup-payload';
import { emptySignupValues, type SignupField, type SignupKind, type SignupValues } from './signup-values';

export type SignupErrors = Partial<Record<SignupField, string>>;

const formFields = new Set<string>(Object.keys(emptySignupValues(null, 'en')));

export function isSignupField(name: string): name is SignupField {
  return formFields.has(name);
}

/**
 * Checks a signup form with the contract's registration schema (the same rules and messages as
 * the server), plus what only the form has: the password confirmation, a real birth date and the
 * terms box. The scholar's card and plan are checked by the payment step. One message per field.
 */
export function validateSignup(values: SignupValues, kind: SignupKind, now: Date): SignupErrors {
  const errors: SignupErrors = {};
  const add = (field: SignupField, message: string) => {
    errors[field] ??= message;
  };

  const payload = toRegisterPayload(values, { kind, referalId: null, shoppingCountry: null });
  const result = registerRequestSchema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (isSignupField(field)) add(field, issue.message);
    }
  }

  if (values.password_confirmation === '') add('password_confirmation', knownMessages.required);
  else if (values.password_confirmation !== values.password) add('password_confirmation', knownMessages.passwordMismatch);

  const hasDate = values.date_year !== '' && values.date_month !== '' && values.date_day !== '';
  if (hasDate && !errors.date_day && !isValidBirthDate(values.date_year, values.date_month, values.date_day, now)) {
    add('date_day', knownMessages.birthDateInvalid);
  }
  if (!values.terms) add('terms', knownMessages.required);
  return errors;
}

/** react-hook-form resolver over validateSignup. */
export function signupResolver(kind: SignupKind, clock: () => Date = () => new Date()): Resolver<SignupValues> {
  return (values) => {
    const errors = validateSignup(values, kind, clock());
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: fieldErrors as FieldErrors<SignupValues> };
  };
}
