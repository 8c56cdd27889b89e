import { expect, type Locator, type Page } from '@playwright/test';

/** Staff's Commission close and payouts page (/admin/commissions): periods, preview, payouts, what-if. */
export class StaffCommissionsPage {
  readonly heading: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.preview = page.getByTestId('period-preview');
  }

  async open() {
    await this.page.goto('/admin/commissions');
    await expect(this.heading).toHaveText(/Commission close and payouts|Clôture des commissions et paiements/);
  }

  /** A period's button by its schedule and currency ('Bi-weekly USD'). */
  period(label: string): Locator {
    return this.page.getByTestId('staff-period').filter({ hasText: label });
  }

  statement(memberName: string): Locator {
    return this.preview.getByTestId('statement-row').filter({ hasText: memberName });
  }
}
