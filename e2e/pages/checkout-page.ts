import { expect, type Locator, type Page } from '@playwright/test';

export interface Address {
  country: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export const vermont: Address = {
  country: 'United States',
  firstName: 'Gina',
  lastName: 'Guest',
  address: '1 Main Street',
  city: 'Burlington',
  state: 'Vermont',
  zip: '05401',
  phone: '555-123-4567',
};

export const quebec: Address = {
  country: 'Canada',
  firstName: 'Camille',
  lastName: 'Roy',
  address: '12 Rue Principale',
  city: 'Québec',
  state: 'Quebec',
  zip: 'G1R 4P5',
  phone: '418-555-0100',
};

/** The regular checkout form and its order review (checkout §2). */
export class CheckoutFormPage {
  readonly form: Locator;
  readonly review: Locator;
  readonly placeOrder: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /checkout form|formulaire de commande/i });
    this.review = page.getByRole('region', { name: /order review|récapitulatif/i });
    this.placeOrder = this.form.getByRole('button', { name: /place order|passer la commande/i });
  }

  async goto(search = '') {
    await this.page.goto(`/checkout${search}`);
  }

  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label, { exact: typeof label === 'string' });
  }

  async fillAddress(address: Address) {
    await this.field('Country').selectOption({ label: address.country });
    await this.field('First name').fill(address.firstName);
    await this.field('Last name').fill(address.lastName);
    await this.field('Address line 1').fill(address.address);
    await this.field('City').fill(address.city);
    await this.field('State/Province').selectOption({ label: address.state });
    await this.field('Zip/Postal code').fill(address.zip);
    await this.field('Phone').fill(address.phone);
  }

  async acceptTerms() {
    await this.form.getByRole('checkbox', { name: /over 18/ }).check();
  }

  shippingOption(name: string | RegExp): Locator {
    return this.form.getByRole('radio', { name });
  }

  async chooseShipping(name: string | RegExp) {
    await this.shippingOption(name).check();
    await expect(this.reviewAmount('review-shipping')).not.toHaveText(/choose a delivery option/i);
  }

  /** A guest's contact, delivery to Vermont, the terms and the tracked-packet service: ready to pay. */
  async fillAsGuestToVermont(email: string) {
    await this.field('Email address').fill(email);
    await this.fillAddress(vermont);
    await this.acceptTerms();
    await this.chooseShipping(/Tracked Packet USA/);
  }

  async fillCard(number: string) {
    await this.field('Card number').fill(number);
    await this.field('Expiry (MM/YY)').fill('12/30');
    await this.field('CVC').fill('123');
  }

  reviewAmount(testId: string): Locator {
    return this.review.getByTestId(testId);
  }

  /** The test gateway's 3-D Secure challenge, standing in for the bank's page. */
  get challenge(): Locator {
    return this.page.getByRole('dialog', { name: 'Authenticate this payment' });
  }

  /** Ends the open challenge as the shopper's bank would: verified, or refused. */
  async endChallenge(outcome: 'Complete' | 'Fail') {
    await expect(this.challenge).toBeVisible();
    await this.challenge.getByRole('button', { name: outcome, exact: true }).click();
    await expect(this.challenge).toBeHidden();
  }
}
