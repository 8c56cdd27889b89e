import type { Locator, Page } from '@playwright/test';

/** The express wallet widget of the checkout (checkout §2, §4): buttons, overlays, sheet, address modal, panels. */
export class ExpressWidget {
  readonly row: Locator;
  readonly overlay: Locator;
  readonly sheet: Locator;
  readonly modal: Locator;
  readonly success: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.row = page.getByTestId('express-row');
    this.overlay = page.getByTestId('express-overlay');
    this.sheet = page.getByRole('dialog', { name: /paypal payment|paypal checkout/i });
    this.modal = page.getByTestId('address-modal');
    this.success = page.getByTestId('express-success');
    this.error = page.getByTestId('express-error');
  }

  button(method: 'PayPal' | 'Google Pay' | 'Apple Pay'): Locator {
    return this.row.getByRole('button', { name: `Pay with ${method}` });
  }

  modalField(label: string): Locator {
    return this.modal.getByLabel(label, { exact: true });
  }

  async fillModalAddress(address: { first: string; last: string; email: string; phone: string; line1: string; city: string; postal: string; country: string; state: string }) {
    await this.modalField('First name').fill(address.first);
    await this.modalField('Last name').fill(address.last);
    await this.modalField('Email').fill(address.email);
    await this.modalField('Phone').fill(address.phone);
    await this.modalField('Address line 1').fill(address.line1);
    await this.modalField('City').fill(address.city);
    await this.modalField('Postal code').fill(address.postal);
    await this.modalField('Country').selectOption(address.country);
    await this.modalField('State/Province').selectOption({ label: address.state });
  }
}
