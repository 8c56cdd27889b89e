import { expect, type Locator, type Page } from '@playwright/test';

/** The back office's In-Box, message detail and Compose (accounts §2.10). */
export class MessagesPages {
  constructor(readonly page: Page) {}

  async gotoCompose() {
    await this.page.goto('/user/message-compose');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Compose a message' })).toBeVisible();
  }

  async gotoInbox() {
    await this.page.goto('/user/message-list');
    await expect(this.page.getByRole('heading', { level: 1, name: 'In-Box' })).toBeVisible();
  }

  group(name: 'customers' | 'ambassadors' | 'scholars'): Locator {
    return this.page.getByTestId(`recipients-${name}`);
  }

  get subject(): Locator {
    return this.page.getByLabel('Subject');
  }

  get editor(): Locator {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  get send(): Locator {
    return this.page.getByRole('button', { name: 'Send' });
  }

  message(subject: string): Locator {
    return this.page.getByTestId('inbox-message').filter({ has: this.page.getByTestId('message-subject').filter({ hasText: subject }) });
  }
}
