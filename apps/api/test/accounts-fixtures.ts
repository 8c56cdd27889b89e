// Shared set-up for the accounts and subscriptions suites: signup payloads, sign-in, outbox reads.
import { and, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@upline/db';
import type { AppDeps } from '../src/deps.js';
import type { TestApp } from './helpers.js';

export const demoPassword = 'Demo#2026';

let counter = 0;
/** A fresh e-mail for each signup in a suite. */
export function uniqueEmail(prefix = 'member') {
  counter += 1;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.com`;
}

export async function stateId(t: TestApp, countryId: number, code: string) {
  const [row] = await t.handle.db
    .select({ id: schema.states.id })
    .from(schema.states)
    .where(and(eq(schema.states.countryId, countryId), eq(schema.states.code, code)));
  if (!row) throw new Error(`no state ${code} in ${countryId}`);
  return row.id;
}

export const US = 231;
export const CANADA = 38;

/** A complete customer signup (billing in Illinois, shipping the same). */
export async function customerSignup(t: TestApp, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('customer');
  return {
    referal_id: 'ava',
    usertype: 'customer',
    firstname: 'Nora',
    lastname: 'Field',
    email,
    password: 'Sunny#Garden42',
    username: email,
    mobile: '1-555-123-4567',
    shopping_country_code: 'usa',
    secret_question: 'What is your favourite colour?',
    answer: 'Green',
    language: 'en',
    currency: 'USD',
    date_month: '04',
    date_day: '12',
    date_year: '1988',
    bill_address: '1 Main Street',
    bill_address2: '',
    city: 'Springfield',
    countryBill: US,
    stateBill: await stateId(t, US, 'IL'),
    bil_zipcode: '62701',
    same_billing: true,
    ...extra,
  };
}

let linkCounter = 0;
/** An ambassador signup: a link name, a tax id type and a 9-digit SSN. */
export async function ambassadorSignup(t: TestApp, extra: Record<string, unknown> = {}) {
  linkCounter += 1;
  return customerSignup(t, {
    usertype: 'ambassador',
    username: `nora-link-${linkCounter}-${Date.now().toString(36)}`,
    personal_tax_id: 'Personal Tax ID/SSN',
    ssn: '123456789',
    ...extra,
  });
}

/** A scholar signup paying the monthly fee for 2 units with a test card that succeeds. */
export async function scholarSignup(t: TestApp, extra: Record<string, unknown> = {}) {
  return ambassadorSignup(t, { usertype: 'scholar', authorization_key: 'pm_card_visa', plan: 1, quantity: 2, ...extra });
}

export async function register(t: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  // Each signup from its own visitor, as in life (signups are limited per address).
  const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  return t.app.inject({ method: 'POST', url: '/api/register', payload, headers, remoteAddress });
}

export async function login(t: TestApp, email: string, password = demoPassword, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

/** Signs in and returns the bearer header for later calls. */
export async function bearerFor(t: TestApp, email: string, password = demoPassword) {
  const res = await login(t, email, password, `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  if (res.statusCode !== 200) throw new Error(`login of ${email} failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token as string}` };
}

export async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.handle.db.select().from(schema.users).where(eq(sql`lower(${schema.users.email})`, email.toLowerCase()));
  return row ?? null;
}

/** The newest outbox message to an address, optionally of one template. */
export async function lastMailTo(t: TestApp, to: string, template?: string) {
  const { emailOutbox } = schema;
  const [row] = await t.handle.db
    .select()
    .from(emailOutbox)
    .where(template ? and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)) : eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row ?? null;
}

/** The app's dependencies, for calling use cases and jobs directly. */
export function depsOf(t: TestApp): AppDeps {
  return { db: t.handle.db, config: t.config, clock: t.clock, payments: t.payments, mailer: t.mailer, storage: t.storage };
}

/** Registers a scholar and returns the id, the access token and the plan subscription. */
export async function newScholar(t: TestApp, extra: Record<string, unknown> = {}) {
  const payload = await scholarSignup(t, extra);
  const res = await register(t, payload);
  if (res.statusCode !== 200) throw new Error(`scholar signup failed: ${res.body}`);
  const id = res.json().user.id as number;
  const [subscription] = await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, id));
  if (!subscription) throw new Error('no subscription');
  return { id, email: payload.email, headers: { authorization: `Bearer ${res.json().access_token as string}` }, subscription };
}
