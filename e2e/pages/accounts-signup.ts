import type { Locator, Page } from '@playwright/test';

export interface NewMember {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  phone: string;
  birth: { month: string; day: string; year: string };
  question: string;
  answer: string;
  linkName?: string;
  taxIdType?: 'Personal Tax ID/SSN' | 'Business Tax ID';
  ssn?: string;
  billing: { address: string; city: string; country: string; state: string; zip: string };
}

/** The three signup forms (Signup, SignupAmbassador, SignupScholar). */
export class SignupFormPage {
  /** The page's own content, not the footer's newsletter box. */
  readonly main: Locator;
  readonly sponsorBanner: Locator;
  readonly billing: Locator;
  readonly shipping: Locator;
  readonly sameAsBilling: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.sponsorBanner = page.getByTestId('sponsor-banner');
    this.billing = page.getByRole('group', { name: 'Billing address', exact: true });
    this.shipping = page.getByRole('group', { name: 'Shipping address', exact: true });
    this.sameAsBilling = page.getByRole('checkbox', { name: 'Same as billing address' });
    this.submitButton = page.getByRole('button', { name: /^(Sign Up|Creating your account…)$/ });
  }

  textbox(name: string, scope: Locator = this.main): Locator {
    return scope.getByRole('textbox', { name, exact: true });
  }

  select(name: string, scope: Locator = this.main): Locator {
    return scope.getByRole('combobox', { name, exact: true });
  }

  get password(): Locator {
    return this.main.getByLabel('Password', { exact: true });
  }

  get passwordConfirmation(): Locator {
    return this.main.getByLabel('Confirm password', { exact: true });
  }

  async fillPersonal(member: NewMember) {
    await this.textbox('First name').fill(member.firstname);
    await this.textbox('Last name').fill(member.lastname);
    await this.textbox('Email address').fill(member.email);
    await this.textbox('Phone').fill(member.phone);
    await this.password.fill(member.password);
    await this.passwordConfirmation.fill(member.password);
    await this.select('Birth month').selectOption(member.birth.month);
    await this.select('Birth day').selectOption(member.birth.day);
    await this.select('Birth year').selectOption(member.birth.year);
    await this.select('Security question').selectOption({ label: member.question });
    await this.textbox('Answer').fill(member.answer);
  }

  async fillLinkName(member: NewMember) {
    await this.textbox('Replicated link name').fill(member.linkName ?? '');
    await this.select('Tax ID type').selectOption({ label: member.taxIdType ?? 'Personal Tax ID/SSN' });
    await this.textbox('SSN or tax ID').fill(member.ssn ?? '');
  }

  async fillAddress(scope: Locator, address: NewMember['billing']) {
    await this.textbox('Address', scope).fill(address.address);
    await this.textbox('City', scope).fill(address.city);
    await this.select('Country', scope).selectOption({ label: address.country });
    await this.select('State/Province', scope).selectOption({ label: address.state });
    await this.textbox('ZIP/Postal code', scope).fill(address.zip);
  }

  async acceptTerms() {
    await this.page.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ }).check();
  }

  async submit() {
    await this.submitButton.click();
  }
}

/** The scholar's website fee step. */
export class PlanStep {
  readonly monthly: Locator;
  readonly annual: Locator;
  readonly quantity: Locator;
  readonly increase: Locator;
  readonly decrease: Locator;
  readonly total: Locator;
  readonly cardNumber: Locator;
  readonly expiry: Locator;
  readonly cvc: Locator;

  constructor(readonly page: Page) {
    this.monthly = page.getByRole('radio', { name: /Monthly Website Fee/ });
    this.annual = page.getByRole('radio', { name: /Annual Website Fee/ });
    this.quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
    this.increase = page.getByRole('button', { name: 'Increase the quantity' });
    this.decrease = page.getByRole('button', { name: 'Decrease the quantity' });
    this.total = page.getByTestId('plan-total');
    this.cardNumber = page.getByRole('textbox', { name: 'Card number', exact: true });
    this.expiry = page.getByRole('textbox', { name: 'Expiry (MM/YY)', exact: true });
    this.cvc = page.getByRole('textbox', { name: 'CVC', exact: true });
  }

  async fillCard(number: string, expiry = '12/34', cvc = '123') {
    await this.cardNumber.fill(number);
    await this.expiry.fill(expiry);
    await this.cvc.fill(cvc);
  }
}
