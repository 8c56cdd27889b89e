import { expect, test, type Page } from '@playwright/test';
import { SigninPage } from './pages/accounts-signin';
import { SignupFormPage, type NewMember } from './pages/accounts-signup';
import { ProductDetailPage } from './pages/catalogue-product-page';
import { CheckoutFormPage, vermont } from './pages/checkout-page';
import { orderIdFrom, orderOf, presetShopper } from './pages/checkout-session';

// A customer who has just signed up pays the total the checkout showed (their own new account,
// so the demo members are untouched).

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

function newCustomer(country: 'US' | 'CA'): NewMember {
  return {
    firstname: 'Nina',
    lastname: 'Newman',
    email: `nina.${stamp()}@example.com`,
    password: 'Sunny#Garden42',
    phone: '1-555-123-4567',
    birth: { month: '04', day: '12', year: '1988' },
    question: 'What is your favourite colour?',
    answer: 'Green',
    billing:
      country === 'CA'
        ? { address: '12 King Street West', city: 'Toronto', country: 'Canada', state: 'Ontario', zip: 'M5H 1A1' }
        : { address: '1 Main Street', city: 'Springfield', country: 'United States', state: 'Illinois', zip: '62701' },
  };
}

async function signUp(page: Page, member: NewMember) {
  const form = new SignupFormPage(page);
  await page.goto('/signup');
  await form.fillPersonal(member);
  await form.fillAddress(form.billing, member.billing);
  await form.fillAddress(form.shipping, member.billing);
  await form.acceptTerms();
  await form.submit();
  await expect(page).toHaveURL('/user/dashboard');
}

async function addWhey(page: Page) {
  const detail = new ProductDetailPage(page);
  await detail.goto(1);
  await detail.addToCart.click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Pays by card once the review shows the server's settled quote; the order's total is the one shown. */
async function payAndCompare(checkout: CheckoutFormPage) {
  const totals = checkout.reviewAmount('review-totals');
  await expect(totals).toHaveAttribute('data-source', 'server');
  await expect(totals).toHaveAttribute('aria-busy', 'false');
  const shown = await checkout.reviewAmount('review-total').innerText();
  await checkout.fillCard('4242 4242 4242 4242');
  const created = checkout.page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await checkout.placeOrder.click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(checkout.page).toHaveURL(/\/payment\/success/);
  const order = await orderOf(checkout.page, orderIdFrom(checkout.page.url()));
  expect(shown).toContain(Number(order.total).toFixed(2));
}

test.describe('checkout: a customer who has just signed up', () => {
  // Signup, sign-in and a card payment in one journey.
  test.setTimeout(120_000);

  test('signs out and in, adds a product, uses the saved address and the first-order coupon, and pays the quoted total', async ({ page }) => {
    await presetShopper(page, 'US');
    const member = newCustomer('US');
    await signUp(page, member);
    const logOut = page.getByRole('menuitem', { name: 'Log Out' });
    // The header's menu opens once the dashboard has settled.
    await expect(async () => {
      await page.getByRole('button', { name: `Hi, ${member.firstname}` }).click();
      await expect(logOut).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await logOut.click();
    await expect(page).toHaveURL('/');
    const signin = new SigninPage(page);
    await signin.goto();
    await signin.logIn(member.email, member.password);
    await expect(page).toHaveURL('/user/dashboard');

    await addWhey(page);
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.form.getByRole('button', { name: 'Use my saved shipping address' }).click();
    await expect(checkout.field('Address line 1')).toHaveValue(member.billing.address);
    await checkout.acceptTerms();
    await checkout.chooseShipping(/Tracked Packet USA/);
    // A first order: the exit offer's 10% applies to this new account.
    await checkout.review.getByLabel('Have a coupon code?').fill('10OFF');
    await checkout.review.getByRole('button', { name: 'Apply' }).click();
    await expect(checkout.reviewAmount('review-discount')).toHaveText('−$6.50');
    await payAndCompare(checkout);
  });

  test('a Canadian shopper who filled the cart and saw the checkout as a guest signs up and pays the quoted total for a US address', async ({ page }) => {
    await presetShopper(page, 'CA');
    await addWhey(page);
    const asGuest = new CheckoutFormPage(page);
    await asGuest.goto();
    await expect(asGuest.reviewAmount('review-totals')).toHaveAttribute('data-source', 'server');

    await signUp(page, newCustomer('CA'));
    const checkout = new CheckoutFormPage(page);
    await checkout.goto();
    await checkout.fillAddress(vermont);
    await checkout.acceptTerms();
    await checkout.chooseShipping(/Tracked Packet USA/);
    await payAndCompare(checkout);
  });
});
