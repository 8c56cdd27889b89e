import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@upline/db';
import { decryptSecret } from '../../platform/crypto.js';
import { SESSION_COOKIE } from '../../http/session.js';
import { ambassadorSignup, CANADA, customerSignup, register, scholarSignup, stateId, US, userByEmail } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const countUsers = async () => (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.users))[0]?.n ?? 0;
const treeRow = async (memberId: number) =>
  (await t.handle.db.select().from(schema.memberTree).where(eq(schema.memberTree.memberId, memberId)))[0];

describe('POST /api/register: each member type', () => {
  it('enrols a customer, signs them in and places them under the referring sponsor', async () => {
    const payload = await customerSignup(t);
    const res = await register(t, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your account has been created successfully.');
    expect(body.user).toMatchObject({ email: payload.email, user_type: 'customer', urlname: null, plan_status: null, is_admin: false });
    expect(String(res.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=${body.access_token}`);
    const me = await t.app.inject({ url: '/api/session', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json().user.id).toBe(body.user.id);

    const ava = await userByEmail(t, 'ava@upline.test');
    const user = await userByEmail(t, payload.email);
    expect(user?.sponsorId).toBe(ava?.id);
    const [avaNode, node] = [await treeRow(ava?.id ?? 0), await treeRow(body.user.id)];
    expect(node).toMatchObject({ sponsorId: ava?.id, path: `${avaNode?.path}${body.user.id}/`, depth: (avaNode?.depth ?? 0) + 1 });
    expect((await treeRow(ava?.id ?? 0))?.directCount).toBeGreaterThan(0);
  });

  it('keeps a customer’s opt-in to e-mail updates, and no opt-in unless it is ticked', async () => {
    const optedIn = await customerSignup(t, { email_updates: true });
    expect((await register(t, optedIn)).statusCode).toBe(200);
    expect((await userByEmail(t, optedIn.email))?.marketingOptIn).toBe(true);
    const silent = await customerSignup(t);
    expect((await register(t, silent)).statusCode).toBe(200);
    expect((await userByEmail(t, silent.email))?.marketingOptIn).toBe(false);
  });

  it('enrols an ambassador with a link name, stored lower-case', async () => {
    const payload = await ambassadorSignup(t, { username: 'Nora-Shop-1' });
    const res = await register(t, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_type: 'ambassador', urlname: 'nora-shop-1' });
    const sponsor = await t.app.inject('/api/get-user-info/nora-shop-1');
    expect(sponsor.json()).toMatchObject({ id: res.json().user.id, user_type: 'ambassador' });
  });

  it('enrols a scholar after charging the website fee, with a plan subscription and no commission', async () => {
    const before = t.payments.charges.length;
    const payload = await scholarSignup(t, { plan: 12, quantity: 2, currency: 'CAD' });
    const res = await register(t, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_type: 'scholar', plan_status: 'continue' });

    expect(t.payments.charges.length).toBe(before + 1);
    expect(t.payments.charges.at(-1)).toMatchObject({ amountMinor: 19_800, currency: 'CAD', paymentMethodId: 'pm_card_visa' });
    const userId = res.json().user.id as number;
    const [sub] = await t.handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId));
    expect(sub).toMatchObject({ kind: 'scholar_plan', planMonths: 12, quantity: 2, amountMinor: 19_800, currency: 'CAD', status: 'active', paymentMethodRef: 'pm_card_visa' });
    expect(sub?.currentPeriodStart?.toISOString()).toBe(t.clock.now().toISOString());
    expect(sub?.currentPeriodEnd?.toISOString()).toBe('2027-11-21T12:00:00.000Z');
    expect(sub?.nextChargeAt?.toISOString()).toBe('2027-11-21T12:00:00.000Z');
    const pays = await t.handle.db.select().from(schema.payments).where(eq(schema.payments.subscriptionId, sub?.id ?? 0));
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({ status: 'succeeded', amountMinor: 19_800, orderId: null });
    const lines = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.commissionLedgerLines);
    expect(lines[0]?.n).toBe(0);
  });

  it('writes nothing when the scholar card is declined, and answers the provider message', async () => {
    const before = await countUsers();
    const payload = await scholarSignup(t, { authorization_key: 'pm_card_chargeDeclinedInsufficientFunds' });
    const res = await register(t, payload);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: 'Your card has insufficient funds.', code: 'card_declined' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await countUsers()).toBe(before);
    expect(await userByEmail(t, payload.email as string)).toBeNull();
    const link = await t.handle.db.select().from(schema.users).where(eq(schema.users.urlName, payload.username as string));
    expect(link).toHaveLength(0);
  });

  it('charges a resubmitted scholar form only once', async () => {
    const payload = await scholarSignup(t, { authorization_key: 'pm_card_mastercard' });
    const before = t.payments.charges.length;
    expect((await register(t, payload)).statusCode).toBe(200);
    const again = await register(t, payload);
    expect(again.statusCode).toBe(409);
    expect(t.payments.charges.length).toBe(before + 1);
  });

  it('asks scholars for a card and a plan, and refuses quantity 0 with the spec text', async () => {
    const missing = await register(t, await scholarSignup(t, { authorization_key: undefined, plan: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ authorization_key: 'Please enter your card details.', plan: 'Please choose a monthly or annual plan.' });
    const zero = await register(t, await scholarSignup(t, { quantity: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.quantity).toBe('Quantity can not be zero.');
  });
});

describe('POST /api/register: the member type comes from the form only', () => {
  it("refuses usertype 'admin'", async () => {
    const res = await register(t, await customerSignup(t, { usertype: 'admin' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.usertype).toBeDefined();
  });

  it('ignores is_admin, isAdmin, plan_status and user_type in the body', async () => {
    const payload = await customerSignup(t, { is_admin: true, isAdmin: true, plan_status: 'continue', user_type: 'scholar', member_type: 'scholar' });
    const res = await register(t, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ user_type: 'customer', is_admin: false, plan_status: null });
    const row = await userByEmail(t, payload.email);
    expect(row).toMatchObject({ isAdmin: false, memberType: 'customer', planStatus: null });
    const admin = await t.app.inject({ url: '/api/admin/outbox', headers: { authorization: `Bearer ${res.json().access_token}` } });
    expect(admin.statusCode).toBe(403);
  });
});

describe('POST /api/register: validation (accounts §5)', () => {
  it('lists every missing field with its message', async () => {
    const res = await register(t, { usertype: 'ambassador', same_billing: false });
    expect(res.statusCode).toBe(400);
    const { errors, code } = res.json();
    expect(code).toBe('validation_failed');
    expect(errors).toMatchObject({
      email: 'Email address is required',
      password: 'Password is required',
      firstname: 'This field is required',
      lastname: 'This field is required',
      mobile: 'This field is required',
      secret_question: 'This field is required',
      answer: 'This field is required',
      language: 'This field is required',
      currency: 'This field is required',
      date_year: 'This field is required',
      bill_address: 'This field is required',
      city: 'This field is required',
      countryBill: 'Select country',
      stateBill: 'Select state/province',
      bil_zipcode: 'This field is required',
      ship_address: 'This field is required',
      country: 'Select country',
      state: 'Select state/province',
      username: 'This field is required',
      personal_tax_id: 'This field is required',
      ssn: 'This field is required',
    });
    expect(errors.bill_address2).toBeUndefined();
  });

  it('checks the e-mail format', async () => {
    const res = await register(t, await customerSignup(t, { email: 'not-an-email' }));
    expect(res.json()).toMatchObject({ error: 'Please enter a valid email address.', errors: { email: 'Please enter a valid email address.' } });
  });

  it('refuses an e-mail already used, whatever its case (409)', async () => {
    const res = await register(t, await customerSignup(t, { email: 'Carl@UPLINE.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'An account with this e-mail already exists.', code: 'email_taken' });
  });

  it('refuses a link name that is taken (any case) or reserved', async () => {
    const taken = await register(t, await ambassadorSignup(t, { username: 'AVA' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'This link name is already taken.', code: 'url_name_taken' });
    const reserved = await register(t, await ambassadorSignup(t, { username: 'checkout' }));
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors.username).toBe('This link name is reserved');
    const bad = await register(t, await ambassadorSignup(t, { username: 'no spaces!' }));
    expect(bad.json().errors.username).toMatch(/lowercase letters, digits and hyphens/);
  });

  it('wants the SSN as digits only, 9 of them for a personal tax id', async () => {
    const dashes = await register(t, await ambassadorSignup(t, { ssn: '123-45-6789' }));
    expect(dashes.json().errors.ssn).toBe('Please enter numbers only, without dashes.');
    const short = await register(t, await ambassadorSignup(t, { ssn: '12345' }));
    expect(short.statusCode).toBe(400);
    const type = await register(t, await ambassadorSignup(t, { personal_tax_id: 'Passport' }));
    expect(type.json().errors.personal_tax_id).toBeDefined();
    const business = await register(t, await ambassadorSignup(t, { personal_tax_id: 'Business Tax ID', ssn: '987654321001' }));
    expect(business.statusCode).toBe(200);
  });

  it('wants a real birth date between 1951 and this year', async () => {
    for (const date of [{ date_year: '1950' }, { date_month: '02', date_day: '30' }, { date_month: '13' }, { date_year: '2027' }]) {
      const res = await register(t, await customerSignup(t, date));
      expect(res.statusCode, JSON.stringify(date)).toBe(400);
    }
    const res = await register(t, await customerSignup(t, { date_year: 1951, date_month: 1, date_day: 1 }));
    expect(res.statusCode).toBe(200);
    expect((await userByEmail(t, res.json().user.email))?.dateOfBirth).toBe('1951-01-01');
  });

  it('wants the state to belong to the country', async () => {
    const ontario = await stateId(t, CANADA, 'ON');
    const res = await register(t, await customerSignup(t, { countryBill: US, stateBill: ontario }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ stateBill: 'Select state/province' });
    const unknownCountry = await register(t, await customerSignup(t, { countryBill: 9999 }));
    expect(unknownCountry.json().errors.countryBill).toBe('Select country');
  });
});

describe('POST /api/register: data at rest', () => {
  it('encrypts the SSN (the column never holds the digits) and keeps only the last 4 in clear', async () => {
    const payload = await ambassadorSignup(t, { ssn: '987650123' });
    const res = await register(t, payload);
    const row = await userByEmail(t, payload.email);
    expect(row?.ssnEncrypted).toBeTruthy();
    expect(row?.ssnEncrypted).not.toContain('987650123');
    expect(Buffer.from((row?.ssnEncrypted ?? '').slice(3), 'base64').toString('latin1')).not.toContain('987650123');
    expect(decryptSecret(row?.ssnEncrypted ?? '', t.config.encryptionKey)).toBe('987650123');
    expect(row?.ssnLast4).toBe('0123');
    const details = await t.app.inject({ url: '/api/user/details', headers: { authorization: `Bearer ${res.json().access_token}` } });
    expect(details.json().userDetails.ssn_last4).toBe('0123');
    expect(details.body).not.toContain('987650123');
  });

  it('hashes the password and the security answer (argon2id)', async () => {
    const payload = await customerSignup(t);
    await register(t, payload);
    const row = await userByEmail(t, payload.email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.secretAnswerHash).toMatch(/^\$argon2id\$/);
  });

  it('stores billing and shipping, copying billing when same_billing is set', async () => {
    const same = await customerSignup(t, { bill_address2: 'Apt 4' });
    const r1 = await register(t, same);
    const rows = await t.handle.db.select().from(schema.addresses).where(eq(schema.addresses.userId, r1.json().user.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['billing', 'shipping']);
    const [b, s] = [rows.find((r) => r.kind === 'billing'), rows.find((r) => r.kind === 'shipping')];
    expect({ ...s, id: 0, kind: 'x' }).toEqual({ ...b, id: 0, kind: 'x' });

    const quebec = await stateId(t, CANADA, 'QC');
    const other = await customerSignup(t, { same_billing: false, ship_address: '88 Rue Saint-Paul', ship_city: 'Montréal', country: CANADA, state: quebec, ship_zipcode: 'H2Y 1G7' });
    const r2 = await register(t, other);
    expect(r2.statusCode).toBe(200);
    const [ship] = await t.handle.db
      .select()
      .from(schema.addresses)
      .where(and(eq(schema.addresses.userId, r2.json().user.id), eq(schema.addresses.kind, 'shipping')));
    expect(ship).toMatchObject({ address1: '88 Rue Saint-Paul', countryId: CANADA, stateId: quebec, postalCode: 'H2Y 1G7' });
  });

  it('queues a welcome e-mail', async () => {
    const payload = await ambassadorSignup(t);
    await register(t, payload);
    const [mail] = await t.handle.db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, payload.email));
    expect(mail).toMatchObject({ template: 'welcome', status: 'pending' });
    expect(mail?.text).toContain(`/${payload.username}`);
  });
});

describe('POST /api/register: the sponsor', () => {
  it('comes from a link name, or from a member id', async () => {
    const sam = await userByEmail(t, 'sam@upline.test');
    const byName = await register(t, await customerSignup(t, { referal_id: 'SAM' }));
    expect((await userByEmail(t, byName.json().user.email))?.sponsorId).toBe(sam?.id);
    const byId = await register(t, await customerSignup(t, { referal_id: String(sam?.id) }));
    expect((await userByEmail(t, byId.json().user.email))?.sponsorId).toBe(sam?.id);
    const byNumber = await register(t, await customerSignup(t, { referal_id: sam?.id }));
    expect((await userByEmail(t, byNumber.json().user.email))?.sponsorId).toBe(sam?.id);
  });

  it('is the default sponsor without a referral', async () => {
    const company = await userByEmail(t, 'company@upline.test');
    const res = await register(t, await customerSignup(t, { referal_id: undefined }));
    const row = await userByEmail(t, res.json().user.email);
    expect(row?.sponsorId).toBe(company?.id);
    expect((await treeRow(row?.id ?? 0))?.path).toBe(`/${company?.id}/${row?.id}/`);
  });

  it('cannot be the new member (a link name that does not exist yet is refused, nothing written)', async () => {
    const payload = await ambassadorSignup(t, { username: 'self-sponsor' });
    const res = await register(t, { ...payload, referal_id: 'self-sponsor' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unknown_sponsor');
    expect(await userByEmail(t, payload.email)).toBeNull();
  });

  it('cannot be a customer, nor an unknown id', async () => {
    const carl = await userByEmail(t, 'carl@upline.test');
    expect((await register(t, await customerSignup(t, { referal_id: carl?.id }))).statusCode).toBe(400);
    expect((await register(t, await customerSignup(t, { referal_id: 987654 }))).statusCode).toBe(400);
  });
});

describe('probing which e-mails are members', () => {
  it('is slowed to 20 signups an hour from one address: the 21st answers 429, known e-mail or not', async () => {
    const from = { remoteAddress: '10.250.1.1' };
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const body = await customerSignup(t, { email: i % 2 === 0 ? 'ava@upline.test' : `probe-${i}-${Date.now()}@example.com` });
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body, ...from });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 200 || c === 409)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another visitor signs up as usual.
    expect((await register(t, await customerSignup(t))).statusCode).toBe(200);
  });
});
