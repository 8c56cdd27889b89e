import type { z } from 'zod';
import type { registerRequestSchema } from '@upline/contract/accounts';
import type { ShoppingCountry } from '../../../shared/session/session-types';
import { countryIds, type SignupKind, type SignupValues } from './signup-values';

/**
 * POST register's body as the contract reads it (accounts §3). Fields left empty on the form are
 * undefined, so that the contract (here and on the server) answers with its 'required' messages.
 */
export type RegisterPayload = Partial<z.input<typeof registerRequestSchema>>;

/** What the scholar's payment step adds: the card's payment method id, the plan and its quantity. */
export interface PlanExtras {
  authorization_key: string;
  plan: 1 | 12;
  quantity: number;
}

export interface RegistrationContext {
  kind: SignupKind;
  /** The enrolling sponsor's id (from the referral link), or null for the default sponsor. */
  referalId: number | null;
  /** The shopping country chosen in the country popup, when known. */
  shoppingCountry: ShoppingCountry | null;
  extras?: PlanExtras;
}

/** A trimmed text, or undefined when empty. */
function text(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A select's id as a number (the contract also takes strings); free text for states without a list. */
function idOrText(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The registration payload of a signup form. Customers use their e-mail as username; ambassadors
 * and scholars their replicated link name (stored lower-case), with the tax id type and SSN.
 * shopping_country_code is 'ca' for Canada, else 'usa'.
 */
export function toRegisterPayload(values: SignupValues, context: RegistrationContext): RegisterPayload {
  const { kind } = context;
  const hasLink = kind !== 'customer';
  const isCanada = context.shoppingCountry ? context.shoppingCountry === 'CA' : values.countryBill === String(countryIds.CA);
  const payload: RegisterPayload = {
    referal_id: context.referalId,
    usertype: kind,
    firstname: text(values.firstname),
    lastname: text(values.lastname),
    email: text(values.email),
    password: values.password === '' ? undefined : values.password,
    username: hasLink ? text(values.username.toLowerCase()) : text(values.email),
    mobile: text(values.mobile),
    shopping_country_code: isCanada ? 'ca' : 'usa',
    secret_question: text(values.secret_question),
    answer: text(values.answer),
    language: text(values.language),
    currency: text(values.currency) as RegisterPayload['currency'],
    date_month: text(values.date_month),
    date_day: text(values.date_day),
    date_year: text(values.date_year),
    bill_address: text(values.bill_address),
    bill_address2: text(values.bill_address2) ?? null,
    city: text(values.city),
    countryBill: idOrText(values.countryBill),
    stateBill: idOrText(values.stateBill),
    bil_zipcode: text(values.bil_zipcode),
    same_billing: values.same_billing,
    ship_address: text(values.ship_address) ?? null,
    ship_address2: text(values.ship_address2) ?? null,
    ship_city: text(values.ship_city) ?? null,
    country: idOrText(values.country),
    state: idOrText(values.state),
    ship_zipcode: text(values.ship_zipcode) ?? null,
    email_updates: values.email_updates,
  };
  if (hasLink) {
    payload.personal_tax_id = text(values.personal_tax_id) as RegisterPayload['personal_tax_id'];
    payload.ssn = text(values.ssn) ?? null;
  }
  if (kind === 'scholar' && context.extras) {
    payload.authorization_key = context.extras.authorization_key;
    payload.plan = context.extras.plan;
    payload.quantity = context.extras.quantity;
  }
  return payload;
}
