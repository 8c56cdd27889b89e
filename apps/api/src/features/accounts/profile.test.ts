import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambassadorSignup, bearerFor, CANADA, register, stateId, US, userByEmail } from '../../../test/accounts-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let cora: Record<string, string>;
let carl: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cora = await bearerFor(t, 'cora@upline.test');
  carl = await bearerFor(t, 'carl@upline.test');
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /api/user/details', () => {
  it("answers the caller's own profile", async () => {
    const res = await get('/api/user/details', cora);
    expect(res.statusCode).toBe(200);
    const row = await userByEmail(t, 'cora@upline.test');
    expect(res.json().userDetails).toEqual({
      id: row?.id,
      firstname: 'Cora',
      lastname: 'Gagnon',
      email: 'cora@upline.test',
      company_name: null,
      mobile: '1-555-010-0005',
      date_of_birth: row?.dateOfBirth ?? null,
      current_rank: null,
      join_date: row?.joinDate.toISOString(),
      user_type: 'customer',
      urlname: null,
      ssn_last4: null,
      plan_status: null,
      sponsor: { id: (await userByEmail(t, 'leo@upline.test'))?.id, name: expect.stringMatching(/^Leo /), urlname: 'leo' },
    });
  });

  it('never answers someone else, whatever the request carries', async () => {
    const carlRow = await userByEmail(t, 'carl@upline.test');
    for (const url of [`/api/user/details?id=${carlRow?.id}`, `/api/user/details?user_id=${carlRow?.id}`]) {
      const res = await get(url, cora);
      expect(res.json().userDetails.email).toBe('cora@upline.test');
    }
    expect((await get('/api/user/details', carl)).json().userDetails.email).toBe('carl@upline.test');
  });

  it('needs a session', async () => {
    expect((await get('/api/user/details', {})).statusCode).toBe(401);
    expect((await get('/api/user/details', { authorization: 'Bearer forged' })).statusCode).toBe(401);
  });

  it('shows an ambassador the link name and only the last 4 digits of the tax id', async () => {
    const payload = await ambassadorSignup(t, { ssn: '555443333' });
    const token = (await register(t, payload)).json().access_token as string;
    const res = await get('/api/user/details', { authorization: `Bearer ${token}` });
    expect(res.json().userDetails).toMatchObject({ user_type: 'ambassador', urlname: payload.username, ssn_last4: '3333', current_rank: 'Member' });
    expect(res.json().userDetails.date_of_birth).toBe('1988-04-12');
  });
});

describe('GET /api/user/address/{shipping,billing}', () => {
  it("answers the caller's addresses with country and state ids and names", async () => {
    const ontario = await stateId(t, CANADA, 'ON');
    const ship = await get('/api/user/address/shipping', cora);
    expect(ship.json()).toEqual({
      shipping_address: {
        address1: '12 King Street West',
        address2: null,
        city: 'Toronto',
        country: CANADA,
        country_name: 'Canada',
        state: ontario,
        state_name: 'Ontario',
        zip_code: 'M5H 1A1',
        mobile: '1-555-010-0005',
      },
    });
    const bill = await get('/api/user/address/billing', cora);
    expect(bill.json().billing_address).toMatchObject({ address1: '12 King Street West', postal_code: 'M5H 1A1', state: ontario });
    expect((await get('/api/user/address/billing', carl)).json().billing_address.city).toBe('Seattle');
  });

  it('answers null for a member without addresses', async () => {
    const admin = await bearerFor(t, 'admin@upline.test', 'Admin#2026');
    expect((await get('/api/user/address/shipping', admin)).json()).toEqual({ shipping_address: null });
    expect((await get('/api/user/address/billing', admin)).json()).toEqual({ billing_address: null });
  });
});

describe('POST /api/user/address/update', () => {
  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/user/address/update', headers, payload });

  const fullForm = async () => ({
    bill_address: '500 Pine Street',
    bill_address2: '',
    city: 'Portland',
    countryBill: US,
    stateBill: await stateId(t, US, 'OR'),
    bil_zipcode: '97204',
    mobile: '1-555-222-3333',
    ship_address: '7 Harbour Road',
    ship_address2: 'Unit 2',
    ship_city: 'Halifax',
    country: CANADA,
    state: await stateId(t, CANADA, 'NS'),
    ship_zipcode: 'B3J 1A1',
  });

  it("replaces the caller's two addresses and no one else's", async () => {
    const carlBefore = (await get('/api/user/address/shipping', carl)).json();
    const res = await update(cora, await fullForm());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Address updated successfully.' });
    expect((await get('/api/user/address/billing', cora)).json().billing_address).toMatchObject({
      address1: '500 Pine Street',
      address2: null,
      city: 'Portland',
      country: US,
      state_name: 'Oregon',
      postal_code: '97204',
    });
    expect((await get('/api/user/address/shipping', cora)).json().shipping_address).toMatchObject({
      address1: '7 Harbour Road',
      address2: 'Unit 2',
      country_name: 'Canada',
      state_name: 'Nova Scotia',
      zip_code: 'B3J 1A1',
      mobile: '1-555-222-3333',
    });
    expect((await get('/api/user/address/shipping', carl)).json()).toEqual(carlBefore);
  });

  it('creates the addresses of a member who had none', async () => {
    const admin = await bearerFor(t, 'admin@upline.test', 'Admin#2026');
    expect((await update(admin, await fullForm())).statusCode).toBe(200);
    expect((await get('/api/user/address/shipping', admin)).json().shipping_address.city).toBe('Halifax');
  });

  it('requires every field but the second address lines', async () => {
    const res = await update(cora, { bill_address2: 'x', ship_address2: 'y' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['bil_zipcode', 'bill_address', 'city', 'country', 'countryBill', 'mobile', 'ship_address', 'ship_city', 'ship_zipcode', 'state', 'stateBill'].sort(),
    );
    expect(res.json().errors).toMatchObject({ countryBill: 'Select country', state: 'Select state/province', city: 'This field is required' });
  });

  it('refuses a state of another country and changes nothing', async () => {
    const before = (await get('/api/user/address/billing', carl)).json();
    const form = { ...(await fullForm()), stateBill: await stateId(t, CANADA, 'QC') };
    const res = await update(carl, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ stateBill: 'Select state/province' });
    expect((await get('/api/user/address/billing', carl)).json()).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await update({}, await fullForm())).statusCode).toBe(401);
  });
});
