import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { loginThroughApi, sessionKey, storedSessionState } from './pages/browser-session';
import { CheckoutFormPage, vermont } from './pages/checkout-page';
import { orderIdFrom, orderOf, presetCart, toast, whey } from './pages/checkout-session';
import { MemberOrdersPages } from './pages/orders-member';

// A new customer buys Antioxidant Whey Complex on autoship with the test gateway's Visa, finds it on
// the AutoShip Orders tab, is refused a skip in the first six months (with the date it opens), moves
// the renewal clock (the test gateway's test-clock route, decision 0016) and sees the renewal order
// once; then changes the quantity, the address and the card (3-D Secure) on the autoship's page.
// The member is created here: no demo member's orders change.

const password = 'Sunny#Garden42';

/** Signs up a new customer through POST /api/register, then stores the session as the sign-in page does. */
async function signUpNewCustomer(page: Page) {
  const countries = (await (await page.request.get('/api/countries')).json()) as { countries: { id: number; shortname: string }[] };
  const us = countries.countries.find((c) => c.shortname === 'US')?.id ?? 0;
  const states = (await (await page.request.get(`/api/states/${us}`)).json()) as { states: { id: number; code: string }[] };
  const email = `autoship.${randomUUID().slice(0, 8)}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: {
      usertype: 'customer', firstname: 'Rosa', lastname: 'Autoship', email, password, username: email, mobile: '1-555-201-3344',
      shopping_country_code: 'usa', secret_question: 'What is your favourite colour?', answer: 'Green', language: 'en', currency: 'USD',
      date_month: '04', date_day: '12', date_year: '1988', bill_address: '9 Maple Road', bill_address2: '', city: 'Burlington',
      countryBill: us, stateBill: states.states.find((s) => s.code === 'VT')?.id, bil_zipcode: '05401', same_billing: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const session = storedSessionState({ ...(await loginThroughApi(page, email, password)), userCountry: 'US' });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [sessionKey, session] as const);
  return email;
}

test.describe('autoship: a member buys on autoship and manages it', () => {
  test('buys on autoship by card, sees it on the tab, cannot skip yet, gets one renewal, changes quantity, address and card', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpNewCustomer(page);
    await presetCart(page, [whey(1, 2)]);

    // Checkout: the autoship terms before payment, accepted, and the test Visa.
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.fillAddress(vermont);
    await checkout.acceptTerms();
    await checkout.chooseShipping(/Tracked Packet USA/);
    const terms = page.getByTestId('autoship-terms');
    await expect(terms).toContainText('Autoship terms');
    await terms.getByRole('checkbox', { name: 'I accept these autoship terms.' }).check();
    await checkout.fillCard('4242 4242 4242 4242');
    await checkout.placeOrder.click();
    await expect(page).toHaveURL(/\/payment\/success\?order_id=\d+/);
    const first = await orderOf(page, orderIdFrom(page.url()));
    expect(first.payment_status).toBe('paid');

    // The AutoShip Orders tab: the autoship with its next date, and skip closed until the date it opens.
    const orders = new MemberOrdersPages(page);
    await page.goto('/user/orders');
    await orders.tab('AutoShip Orders').click();
    const card = page.getByTestId('autoship-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Antioxidant Whey Complex');
    const nextDate = (await card.getByTestId('autoship-next-date').textContent()) ?? '';
    expect(nextDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const skip = card.getByRole('button', { name: 'Skip next order' });
    await expect(skip).toBeDisabled();
    const opens = card.getByText(/^Opens on \d{4}-\d{2}-\d{2}$/).first();
    await expect(opens).toBeVisible();
    const opensOn = ((await opens.textContent()) ?? '').slice('Opens on '.length);
    // The server refuses it too, naming the same date.
    const list = (await (await page.request.get('/api/user/autoships')).json()) as { data: { id: number }[] };
    const id = list.data[0]?.id ?? 0;
    const refused = await page.request.post(`/api/user/autoships/${id}/skip`, { data: {} });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'autoship_minimum_term', opens_on: opensOn, error: `Autoship cannot be skipped, paused or cancelled in the first six months. It opens on ${opensOn}.` });

    // The renewal clock moved past the next date: one renewal, however often the sweep runs.
    const at = new Date(`${nextDate}T23:59:00Z`).toISOString();
    const run = async () => ((await (await page.request.post('/api/test-clock/autoship-renewals', { data: { at } })).json()) as { renewed: number }).renewed;
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    await page.reload();
    await expect(card).toContainText('Antioxidant Whey Complex');
    const autoshipOrders = page.locator('[data-testid="member-order"]');
    await expect(autoshipOrders).toHaveCount(2);
    const numbers = await autoshipOrders.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order-number')));
    expect(new Set(numbers).size).toBe(2);
    expect(numbers).toContain(first.order_number);
    await expect(card.getByTestId('autoship-next-date')).not.toHaveText(nextDate);

    // The autoship's page: quantity, address and card.
    await card.getByRole('link', { name: /Manage this autoship/ }).click();
    await expect(page).toHaveURL(`/user/autoship/${id}`);
    // The tab's card (with its own quantity fields) stays on screen while the autoship's page
    // loads: wait for the page's own button before typing, or the typing lands in the tab's card.
    await expect(page.getByRole('button', { name: 'Save products' })).toBeVisible();
    const line = page.getByTestId('autoship-line').first();
    await line.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
    await page.getByRole('button', { name: 'Save products' }).click();
    await expect(toast(page, 'Quantity can not be zero.')).toBeVisible();
    await line.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await page.getByRole('button', { name: 'Save products' }).click();
    await expect(toast(page, 'Your autoship products are saved.')).toBeVisible();
    await expect(page.getByTestId('autoship-line').first().getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');

    await page.getByRole('button', { name: 'Change address' }).click();
    const address = page.getByTestId('autoship-address-form');
    await address.getByRole('textbox', { name: 'City', exact: true }).fill('');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(address.getByText('This field is required')).toBeVisible();
    await address.getByRole('textbox', { name: 'Address', exact: true }).fill('77 Lake Street');
    await address.getByRole('textbox', { name: 'City', exact: true }).fill('Montpelier');
    await address.getByRole('textbox', { name: 'Zip code', exact: true }).fill('05602');
    await address.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'Your autoship address is saved.')).toBeVisible();
    await expect(page.getByTestId('autoship-address')).toContainText('77 Lake Street, Montpelier 05602');

    const cardForm = page.getByTestId('autoship-card-form');
    await expect(cardForm.getByTestId('autoship-card-label')).toHaveText('Visa ending in 4242');
    await cardForm.getByLabel('Card number').fill('4000 0025 0000 3155');
    await cardForm.getByLabel('Expiry (MM/YY)').fill('12/30');
    await cardForm.getByLabel('CVC').fill('123');
    await cardForm.getByRole('button', { name: 'Save this card' }).click();
    const challenge = page.getByRole('dialog', { name: 'Authenticate this card' });
    await expect(challenge).toBeVisible();
    await challenge.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(toast(page, 'Your card is saved for your next autoship orders.')).toBeVisible();
    await expect(cardForm.getByTestId('autoship-card-label')).toHaveText('Visa ending in 3155');

    const saved = (await (await page.request.get(`/api/user/autoships/${id}`)).json()) as { data: { items: { quantity: number }[]; address: { ship_city: string } } };
    expect(saved.data.items[0]?.quantity).toBe(3);
    expect(saved.data.address.ship_city).toBe('Montpelier');
  });
});
