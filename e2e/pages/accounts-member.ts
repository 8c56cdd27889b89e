import type { Locator, Page } from '@playwright/test';

/** The member-area pages of the accounts capability. */
export class MemberPages {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** The value shown beside a label on Personal Information or the dashboard (a description list). */
  detail(label: string): Locator {
    return this.page.locator('dl > div').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }

  address(title: 'Billing address' | 'Shipping address'): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  group(title: 'Billing address' | 'Shipping address'): Locator {
    return this.page.getByRole('group', { name: title, exact: true });
  }

  /** The header's 'Hi, {firstname}' menu and its Log Out item. */
  async logOut(firstname: string) {
    await this.page.getByRole('button', { name: `Hi, ${firstname}` }).click();
    await this.page.getByRole('menuitem', { name: 'Log Out' }).click();
  }
}
