import type { Locator, Page } from '@playwright/test';

/** Gallery and AddImage (staff). */
export class GalleryPage {
  readonly heading: Locator;
  readonly images: Locator;
  readonly fileInput: Locator;
  readonly uploadButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('main').getByRole('heading', { level: 1 });
    this.images = page.locator('main li').filter({ has: page.getByRole('button', { name: /copy address/i }) });
    this.fileInput = page.getByLabel(/image file/i);
    this.uploadButton = page.getByRole('button', { name: /^upload$/i });
  }

  async openGallery() {
    await this.page.goto('/user/gallery');
  }

  async openAddImage() {
    await this.page.goto('/user/gallery/add');
  }

  async choose(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.fileInput.setInputFiles(file);
  }

  image(name: string): Locator {
    return this.images.filter({ hasText: name });
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toaster]').getByText(text);
  }
}
