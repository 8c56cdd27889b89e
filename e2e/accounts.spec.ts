import { expect, test, type Page } from '@playwright/test';
import { MemberPages } from './pages/accounts-member';
import {
  adminApi,
  demoPassword,
  presetCart,
  presetShopper,
  resetTokenFromOutbox,
  storedCartLines,
  storedSession,
  toast,
} from './pages/accounts-session';
import { SigninPage } from './pages/accounts-signin';
import { PlanStep, SignupFormPage, type NewMember } from './pages/accounts-signup';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

function newMember(firstname: string, lastname: string, extra: Partial<NewMember> = {}): NewMember {
  const id = stamp();
  return {
    firstname,
    lastname,
    email: `${firstname.toLowerCase()}.${id}@example.com`,
    password: 'Sunny#Garden42',
    phone: '1-555-123-4567',
    birth: { month: '04', day: '12', year: '1988' },
    question: 'What is your favourite colour?',
    answer: 'Green',
    billing: { address: '1 Main Street', city: 'Springfield', country: 'United States', state: 'Illinois', zip: '62701' },
    ...extra,
  };
}

/** Every POST the page makes to an API path, to prove that nothing was sent. */
function recordPosts(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
}

test.describe('accounts: signup through a referral link', () => {
  test('an ambassador signs up through a referral link; the sponsor is shown and credited', async ({ page, request }) => {
    const ava = (await (await request.get('/api/get-user-info/ava')).json()) as { id: number; enrolling_sponsor_name: string };
    await presetShopper(page);
    const form = new SignupFormPage(page);
    const registerPosts = recordPosts(page, '/api/register');
    await page.goto('/ava/signup-ambassador');

    await expect(page.getByRole('heading', { level: 1, name: 'Become an Ambassador' })).toBeVisible();
    await expect(form.sponsorBanner).toContainText('Ava Martin');
    await expect(form.sponsorBanner).toContainText('Ambassador');
    await expect(form.sponsorBanner).toContainText(`ID ${ava.id}`);
    // The header's sponsor line follows the referral link.
    await expect(page.getByText(`You are shopping with Ava Martin (ID ${ava.id})`)).toBeVisible();

    // An empty form shows the spec's messages and sends nothing.
    await form.submit();
    await expect(form.textbox('Email address')).toHaveAccessibleDescription('Email address is required');
    await expect(form.password).toHaveAccessibleDescription('Password is required');
    await expect(form.textbox('First name')).toHaveAccessibleDescription('This field is required');
    await expect(form.select('State/Province', form.billing)).toHaveAccessibleDescription('Select state/province');
    await expect(form.textbox('Replicated link name')).toHaveAccessibleDescription(/This field is required/);
    expect(registerPosts).toEqual([]);

    const member = newMember('Nora', 'Field', { linkName: `nora-${stamp()}`, ssn: '123-45-6789' });
    await form.fillPersonal(member);
    await form.fillLinkName(member);
    await expect(page.getByText('Choose carefully: your link name can never be changed.')).toBeVisible();
    await expect(page.getByText('This link name is available.')).toBeVisible();

    // A country change clears the state and loads the new country's list.
    await form.fillAddress(form.billing, { ...member.billing, country: 'United States', state: 'Illinois' });
    await form.select('Country', form.billing).selectOption({ label: 'Canada' });
    await expect(form.select('State/Province', form.billing)).toHaveValue('');
    await form.select('State/Province', form.billing).selectOption({ label: 'Ontario' });
    await form.select('Country', form.billing).selectOption({ label: 'United States' });
    await form.select('State/Province', form.billing).selectOption({ label: 'Illinois' });

    // Same as billing copies address, city, zip, country and state; unticking clears lines, city and zip.
    await form.textbox('Address line 2 (optional)', form.shipping).fill('Back door');
    await form.sameAsBilling.check();
    await expect(form.textbox('Address', form.shipping)).toHaveValue('1 Main Street');
    await expect(form.textbox('City', form.shipping)).toHaveValue('Springfield');
    await expect(form.textbox('ZIP/Postal code', form.shipping)).toHaveValue('62701');
    await expect(form.select('State/Province', form.shipping)).toHaveValue(await form.select('State/Province', form.billing).inputValue());
    await form.sameAsBilling.uncheck();
    await expect(form.textbox('Address', form.shipping)).toHaveValue('');
    await expect(form.textbox('Address line 2 (optional)', form.shipping)).toHaveValue('');
    await expect(form.textbox('City', form.shipping)).toHaveValue('');
    await expect(form.textbox('ZIP/Postal code', form.shipping)).toHaveValue('');
    await form.sameAsBilling.check();
    await form.acceptTerms();

    // The SSN must be digits only.
    await form.submit();
    await expect(form.textbox('SSN or tax ID')).toHaveAccessibleDescription(/Please enter numbers only, without dashes\./);
    expect(registerPosts).toEqual([]);
    await form.textbox('SSN or tax ID').fill('123456789');

    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/register');
    await form.submit();
    const payload = (await sent).postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({
      referal_id: ava.id,
      usertype: 'ambassador',
      username: member.linkName,
      email: member.email,
      personal_tax_id: 'Personal Tax ID/SSN',
      ssn: '123456789',
      same_billing: true,
      shopping_country_code: 'usa',
    });

    await expect(toast(page, 'Your account has been created successfully.')).toBeVisible();
    await expect(page).toHaveURL('/ava/dashboard');
    const member$ = new MemberPages(page);
    await expect(member$.heading).toHaveText('Welcome, Nora Field');
    await expect(member$.detail('User type')).toHaveText('Ambassador');
    await expect(member$.detail('Your replicated site')).toContainText(`/${member.linkName}`);
    await expect(page.getByRole('link', { name: 'VIEW TEAM' })).toHaveAttribute('href', '/ava/downline-genealogy');
    await expect(page.getByRole('link', { name: 'COMMISSIONS' })).toHaveAttribute('href', '/ava/commission');

    // The new member is signed in on the server, with the link name chosen.
    const session = (await (await page.request.get('/api/session')).json()) as { user: { email: string; user_type: string; urlname: string; id: number } };
    expect(session.user).toMatchObject({ email: member.email, user_type: 'ambassador', urlname: member.linkName });
    await expect(member$.detail('Member ID')).toHaveText(String(session.user.id));
    // The link name now belongs to the new member: a second signup with it is refused by the server.
    const taken = (await (await request.get(`/api/get-user-info/${member.linkName}`)).json()) as { id: number };
    expect(taken.id).toBe(session.user.id);
    // Credited: the server recorded Ava as the enrolling sponsor.
    const details = (await (await page.request.get('/api/user/details')).json()) as { userDetails: { sponsor: { id: number; urlname: string } } };
    expect(details.userDetails.sponsor).toMatchObject({ id: ava.id, urlname: 'ava' });
  });

  test('a scholar signs up paying the annual fee with a test card', async ({ page }) => {
    await presetShopper(page);
    const form = new SignupFormPage(page);
    const plan = new PlanStep(page);
    const registerPosts = recordPosts(page, '/api/register');
    await page.goto('/signup-scholar');

    // Without a referral link the default sponsor enrols the scholar.
    await expect(form.sponsorBanner).toContainText('Upline Wellness');
    await expect(page.getByText('Test payment form', { exact: true })).toBeVisible();

    await expect(plan.monthly).toBeChecked();
    await expect(plan.total).toHaveText('$10.00');
    await plan.annual.check();
    await expect(plan.total).toHaveText('$99.00');
    await expect(page.getByText('20% Off')).toBeVisible();
    await plan.increase.click();
    await expect(plan.quantity).toHaveValue('2');
    await expect(plan.total).toHaveText('$198.00');
    await plan.decrease.click();
    await plan.decrease.click();
    await expect(toast(page, 'Quantity can not be zero.')).toBeVisible();
    await expect(plan.quantity).toHaveValue('1');
    await expect(plan.total).toHaveText('$99.00');

    const member = newMember('Sol', 'Rivera', { linkName: `sol-${stamp()}`, ssn: '987654321' });
    await form.fillPersonal(member);
    await form.fillLinkName(member);
    await form.fillAddress(form.billing, member.billing);
    await form.sameAsBilling.check();
    await form.acceptTerms();

    // A number that is not a test card never leaves the page.
    await plan.fillCard('4111 1111 1111 1111');
    await form.submit();
    await expect(plan.cardNumber).toHaveAccessibleDescription('This test payment form only accepts the test card numbers listed above.');
    expect(registerPosts).toEqual([]);

    // The declining test card reaches the gateway: the provider's message, no account.
    await plan.fillCard('4000 0000 0000 0002');
    await form.submit();
    await expect(toast(page, 'Your card was declined.')).toBeVisible();
    await expect(plan.cardNumber).toHaveAccessibleDescription('Your card was declined.');
    await expect(page).toHaveURL('/signup-scholar');

    await plan.fillCard('4242 4242 4242 4242');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/register');
    await form.submit();
    expect((await sent).postDataJSON()).toMatchObject({ usertype: 'scholar', authorization_key: 'pm_card_visa', plan: 12, quantity: 1, referal_id: null });
    await expect(toast(page, 'Your account has been created successfully.')).toBeVisible();
    await expect(page).toHaveURL('/user/dashboard');
    await expect(new MemberPages(page).detail('User type')).toHaveText('Scholar');

    const subscription = (await (await page.request.get('/api/user/subscription')).json()) as {
      plan_status: string;
      subscription: { plan: number; quantity: number; amount: number; status: string };
    };
    expect(subscription).toMatchObject({ plan_status: 'continue', subscription: { plan: 12, quantity: 1, amount: 99, status: 'active' } });
    await page.goto('/user/plan');
    await expect(page.getByText('Your Subscription is activated')).toBeVisible();
    await expect(page.getByText(/Annual plan × 1: \$99\.00 per year\./)).toBeVisible();
  });
});

test.describe('accounts: sign in and out', () => {
  test('logging in and out: validation, the server message, the password toggle, and the cart is kept', async ({ page, context }) => {
    await presetShopper(page);
    await presetCart(page);
    const signin = new SigninPage(page);
    const loginPosts = recordPosts(page, '/api/login');
    await signin.goto();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    await signin.submitButton.click();
    await expect(signin.email).toHaveAccessibleDescription('Email address is required');
    await expect(signin.password).toHaveAccessibleDescription('Password is required');
    await signin.email.fill('carl@upline.test');
    await signin.submitButton.click();
    await expect(signin.password).toHaveAccessibleDescription('Password is required');
    expect(loginPosts).toEqual([]);

    await expect(signin.lostPassword).toHaveAttribute('href', '/forget-password');
    await signin.password.fill('not-his-password');
    await expect(signin.password).toHaveAttribute('type', 'password');
    await signin.showPassword.click();
    await expect(signin.password).toHaveAttribute('type', 'text');
    await signin.submitButton.click();
    await expect(toast(page, 'Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL('/signin');

    await signin.logIn('carl@upline.test', demoPassword);
    await expect(page).toHaveURL('/user/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Carl Johnson');
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ isLoggedIn: true, userType: 'customer' });
    const cookie = (await context.cookies()).find((c) => c.name === 'upline_session');
    expect(cookie?.httpOnly).toBe(true);

    await new MemberPages(page).logOut('Carl');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await storedCartLines(page)).toBe(1);
    expect(await storedSession(page)).toMatchObject({ isLoggedIn: false });
    // The server revoked the session: its token no longer opens anything.
    const revoked = await page.request.get('/api/user/details', { headers: { authorization: `Bearer ${cookie?.value ?? ''}` } });
    expect(revoked.status()).toBe(401);
  });

  test('arriving at Signin while logged in with items in the cart empties the cart with the notice', async ({ page }) => {
    await presetShopper(page);
    const signin = new SigninPage(page);
    await signin.goto();
    await signin.logIn('cora@upline.test', demoPassword);
    await expect(page).toHaveURL('/user/dashboard');
    await page.evaluate(() => {
      const cart = { cartItems: [{ id: 5, name: 'Hydration', description: '', hoverImage: null, image: null, quantity: 1, price: 2999, sale_price: 2999, purchaseType: 1 }] };
      localStorage.setItem('upline-cart', JSON.stringify({ state: cart, version: 1 }));
    });
    await signin.goto();
    await expect(toast(page, 'Your cart has been cleared due to a change in pricing. Please re-add your items.')).toBeVisible();
    expect(await storedCartLines(page)).toBe(0);
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('the login state is restored from the server session at start', async ({ page }) => {
    await presetShopper(page);
    const signin = new SigninPage(page);
    await signin.goto('ava');
    await signin.logIn('ava@upline.test', demoPassword);
    await expect(page).toHaveURL('/ava/dashboard');

    // The stored login is only a cache: without it, the cookie signs the member back in.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('upline-session') ?? '{}');
      stored.state = { ...stored.state, isLoggedIn: false, userData: null, userType: null };
      localStorage.setItem('upline-session', JSON.stringify(stored));
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hi, Ava' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ isLoggedIn: true, userType: 'ambassador' });

    // And a session ended on the server signs the stale stored login out.
    expect((await page.request.post('/api/logout')).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ isLoggedIn: false });
  });

  test('a scholar whose plan is stopped goes to Plan after login and pays to reactivate it', async ({ page }) => {
    await presetShopper(page);
    const signin = new SigninPage(page);
    await signin.goto();
    await signin.logIn('sara@upline.test', demoPassword);
    await expect(page).toHaveURL('/user/plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership Payment' })).toBeVisible();
    await expect(page.getByText('Your Subscription is activated')).toBeHidden();

    const plan = new PlanStep(page);
    await expect(plan.monthly).toBeChecked();
    await plan.decrease.click();
    await expect(toast(page, 'Quantity can not be zero.')).toBeVisible();
    await plan.increase.click();
    await expect(plan.total).toHaveText('$20.00');
    await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('9 Ocean Drive');
    await expect(page.getByText(/authorise Upline Wellness to charge the total above/)).toBeVisible();

    await plan.fillCard('5555 5555 5555 4444');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/user/subscribepayment');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ authorization_key: 'pm_card_mastercard', plan: 1, quantity: 2, total: 20 });
    await expect(toast(page, 'Your subscription has been activated.')).toBeVisible();
    await expect(page.getByText('Your Subscription is activated')).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ userPlanStatus: 'continue' });
  });
});

test.describe('accounts: passwords', () => {
  test('a forgotten password is reset from the e-mail in the outbox', async ({ page, baseURL }) => {
    await presetShopper(page);
    await page.goto('/signin');
    await new SigninPage(page).lostPassword.click();
    await expect(page).toHaveURL('/forget-password');

    const email = page.getByRole('main').getByRole('textbox', { name: 'Email address', exact: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(email).toHaveAccessibleDescription('Email address is required');
    await email.fill('ethan@');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await email.fill('ethan@upline.test');
    await page.getByRole('button', { name: 'Submit' }).click();
    const sentMessage = 'If an account exists for this e-mail, we have sent a link to reset your password.';
    await expect(page.getByRole('status').filter({ hasText: sentMessage })).toBeVisible();

    const admin = await adminApi(baseURL ?? '');
    const token = await resetTokenFromOutbox(admin, 'ethan@upline.test');
    await admin.dispose();

    await page.goto(`/reset-password#token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The token is kept out of the address bar once read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill('Fresh#Meadow77');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh#Meadow78');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('The passwords do not match.');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh#Meadow77');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(toast(page, 'Your password has been reset. Please log in.')).toBeVisible();
    await expect(page).toHaveURL('/signin');

    await new SigninPage(page).logIn('ethan@upline.test', 'Fresh#Meadow77');
    await expect(page).toHaveURL('/user/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ethan Brown');

    // The link works once.
    await page.goto(`/reset-password#token=${encodeURIComponent(token)}`);
    await page.getByLabel('New password', { exact: true }).fill('Other#Meadow77');
    await page.getByLabel('Confirm password', { exact: true }).fill('Other#Meadow77');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(toast(page, 'This reset link is invalid or has expired.')).toBeVisible();
  });

  test('a reset page without a token says the link is invalid', async ({ page }) => {
    await presetShopper(page);
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forget-password');
  });
});

test.describe('accounts: member pages', () => {
  test('Personal Information, Manage Addresses and Change Password for the signed-in member', async ({ page }) => {
    await presetShopper(page, 'CA');
    const signin = new SigninPage(page);
    const pages = new MemberPages(page);
    await signin.goto();
    await signin.logIn('leo@upline.test', demoPassword);
    await expect(page).toHaveURL('/user/dashboard');

    await page.getByRole('link', { name: 'Personal Information' }).first().click();
    await expect(page).toHaveURL('/user/profile');
    await expect(pages.detail('First name')).toHaveText('Leo');
    await expect(pages.detail('Last name')).toHaveText('Tremblay');
    await expect(pages.detail('Email')).toHaveText('leo@upline.test');
    await expect(pages.detail('Mobile')).toHaveText('1-555-010-0004');
    await expect(pages.detail('Join date')).not.toBeEmpty();
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);

    await page.goto('/user/manage-address');
    await expect(pages.address('Billing address')).toContainText('88 Rue Saint-Paul');
    await expect(pages.address('Shipping address')).toContainText('Montréal');
    await page.getByRole('button', { name: 'Edit' }).click();
    const billing = pages.group('Billing address');
    const shipping = pages.group('Shipping address');
    await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('');
    await billing.getByRole('textbox', { name: 'City', exact: true }).fill('Laval');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(billing.getByRole('textbox', { name: 'Address', exact: true })).toHaveAccessibleDescription('This field is required');
    await billing.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Boulevard Le Carrefour');
    // Country then states: another country clears the state.
    await shipping.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'United States' });
    await expect(shipping.getByRole('combobox', { name: 'State/Province', exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(shipping.getByRole('combobox', { name: 'State/Province', exact: true })).toHaveAccessibleDescription('Select state/province');
    await shipping.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'Canada' });
    await shipping.getByRole('combobox', { name: 'State/Province', exact: true }).selectOption({ label: 'Quebec' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Address updated successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(pages.address('Billing address')).toContainText('4 Boulevard Le Carrefour');
    await expect(pages.address('Billing address')).toContainText('Laval');
    const saved = (await (await page.request.get('/api/user/address/billing')).json()) as { billing_address: { city: string } };
    expect(saved.billing_address.city).toBe('Laval');

    await page.goto('/user/change-password');
    const oldPassword = page.getByLabel('Current password', { exact: true });
    const newPassword = page.getByLabel('New password', { exact: true });
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(oldPassword).toHaveAccessibleDescription('This field is required');
    await expect(newPassword).toHaveAccessibleDescription('This field is required');
    await oldPassword.fill('wrong-password');
    await newPassword.fill('Maple#Leaf2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your current password is incorrect.')).toBeVisible();
    await oldPassword.fill(demoPassword);
    await newPassword.fill('Maple#Leaf2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    const relogin = await page.request.post('/api/login', { data: { email: 'leo@upline.test', password: 'Maple#Leaf2026' } });
    expect(relogin.status()).toBe(200);
  });

  test("a customer cannot open another member's profile or addresses through the API", async ({ page, request }) => {
    const ava = (await (await request.get('/api/get-user-info/ava')).json()) as { id: number };
    await presetShopper(page);
    const signin = new SigninPage(page);
    await signin.goto();
    await signin.logIn('carl@upline.test', demoPassword);
    await expect(page).toHaveURL('/user/dashboard');

    // page.request carries the customer's cookie. The calls have no id to forge: any id sent is ignored.
    for (const url of ['/api/user/details', `/api/user/details?id=${ava.id}`, `/api/user/details?user_id=${ava.id}`]) {
      const answer = await page.request.get(url);
      expect(answer.status(), url).toBe(200);
      expect(((await answer.json()) as { userDetails: { email: string } }).userDetails.email, url).toBe('carl@upline.test');
    }
    const billing = await page.request.get(`/api/user/address/billing?user_id=${ava.id}`);
    expect(((await billing.json()) as { billing_address: { address1: string } }).billing_address.address1).toBe('410 Pine Street');
    const shipping = await page.request.get(`/api/user/address/shipping?id=${ava.id}`);
    expect(((await shipping.json()) as { shipping_address: { city: string } }).shipping_address.city).toBe('Seattle');

    // Staff endpoints answer 403 to a member, and a plan payment for someone else is refused.
    expect((await page.request.get('/api/admin/outbox')).status()).toBe(403);
    const payment = await page.request.post('/api/user/subscribepayment', { data: { user_id: ava.id, authorization_key: 'pm_card_visa', plan: 1 } });
    expect(payment.status()).toBe(403);
    // Signed out, the same calls answer 401.
    expect((await request.get('/api/user/details')).status()).toBe(401);
  });
});

test.describe('accounts: enrolment pages', () => {
  test("Join our team links to both signups and the products with the sponsor's link name", async ({ page }) => {
    await presetShopper(page);
    await page.goto('/ava/join-team');
    await expect(page.getByRole('heading', { level: 1, name: 'Join our team' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Become an Ambassador' })).toHaveAttribute('href', '/ava/signup-ambassador');
    await expect(page.getByRole('link', { name: 'Become a Scholar' })).toHaveAttribute('href', '/ava/signup-scholar');
    await expect(page.getByRole('link', { name: 'Shop the products' })).toHaveAttribute('href', '/ava/product');
    await page.getByRole('link', { name: 'Become a Scholar' }).click();
    await expect(page).toHaveURL('/ava/signup-scholar');
    await expect(new SignupFormPage(page).sponsorBanner).toContainText('Ava Martin');
  });

  test('the signup thank-you page shows the sponsor, and goes Home without a stored link name', async ({ page }) => {
    await presetShopper(page);
    await page.goto('/signup-success');
    await expect(page).toHaveURL('/');

    await page.goto('/sam');
    await expect(page.getByText(/You are shopping with Sam Nguyen/)).toBeVisible();
    await page.goto('/signup-success');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeVisible();
    await expect(page.getByText(/Your sponsor is Sam Nguyen \(ID \d+\)\./)).toBeVisible();
    await expect(page.getByText(/Your replicated link name is the last part of your own site's address/)).toBeVisible();
  });

  test('a customer signs up through Signup with the e-mail as username', async ({ page }) => {
    await presetShopper(page, 'CA');
    const form = new SignupFormPage(page);
    await page.goto('/signup');
    await expect(form.sponsorBanner).toContainText('Upline Wellness');
    await expect(form.textbox('Replicated link name')).toHaveCount(0);
    await expect(form.select('Currency')).toHaveValue('CAD');
    const member = newMember('Mila', 'Roy', {
      billing: { address: '12 King Street West', city: 'Toronto', country: 'Canada', state: 'Ontario', zip: 'M5H 1A1' },
    });
    await form.fillPersonal(member);
    await form.fillAddress(form.billing, member.billing);
    await form.fillAddress(form.shipping, { address: '5 Queen Street', city: 'Ottawa', country: 'Canada', state: 'Ontario', zip: 'K1P 1J9' });
    await form.acceptTerms();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/register');
    await form.submit();
    expect((await sent).postDataJSON()).toMatchObject({
      usertype: 'customer',
      username: member.email,
      same_billing: false,
      ship_city: 'Ottawa',
      currency: 'CAD',
      shopping_country_code: 'ca',
    });
    await expect(page).toHaveURL('/user/dashboard');
    await expect(new MemberPages(page).detail('User type')).toHaveText('Customer');
    await expect(page.getByRole('link', { name: 'VIEW TEAM' })).toHaveCount(0);
    const shipping = (await (await page.request.get('/api/user/address/shipping')).json()) as { shipping_address: { city: string } };
    expect(shipping.shipping_address.city).toBe('Ottawa');
  });
});
