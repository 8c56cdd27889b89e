import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** The business card page (VistingCard): its fields, preview and downloads. */
export class BusinessCardPage {
  constructor(private readonly page: Page) {}

  field(name: 'Name' | 'Designation' | 'Phone' | 'E-mail' | 'Website') {
    return this.page.getByLabel(name, { exact: true });
  }

  get front() {
    return this.page.getByTestId('business-card-front');
  }

  get back() {
    return this.page.getByTestId('business-card-back');
  }

  get refusal() {
    return this.page.getByTestId('business-card-refused');
  }

  async fill(card: Partial<Record<'Name' | 'Designation' | 'Phone' | 'E-mail' | 'Website', string>>) {
    for (const [name, value] of Object.entries(card)) await this.field(name as 'Name').fill(value);
  }

  /** Presses a download button and answers the saved file's name and bytes. */
  async download(which: 'pdf' | 'png') {
    const download = this.page.waitForEvent('download');
    await this.page.getByTestId(`business-card-${which}`).click();
    const file = await download;
    const path = await file.path();
    expect(path).toBeTruthy();
    return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile(path!)) };
  }
}
