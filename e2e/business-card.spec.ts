import { expect, test } from '@playwright/test';
import { signInAs } from './pages/catalogue-session';
import { BusinessCardPage } from './pages/business-card';
import { readPdf } from './pages/pdf-text';

// The scholar's business card (accounts §2.3, §2.10): filled from the profile, checked by the
// §5 rules, previewed on both faces, downloaded as a print PDF (opened here and read) and a PNG.

test.describe('business card', () => {
  test('a scholar fills the card, sees it in the preview and downloads the print PDF with their name in it', async ({ page, baseURL }) => {
    await signInAs(page, 'sam@upline.test');
    await page.goto('/user/dashboard');
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Business card' }).click();
    await expect(page).toHaveURL(/\/visiting-card$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Business card' })).toBeVisible();

    const card = new BusinessCardPage(page);
    // Filled from the profile: name, e-mail, phone, and the replicated site as the website.
    await expect(card.field('Name')).toHaveValue('Sam Nguyen');
    await expect(card.field('E-mail')).toHaveValue('sam@upline.test');
    await expect(card.field('Phone')).toHaveValue('1-555-010-0003');
    await expect(card.field('Website')).toHaveValue(`${baseURL}/sam`);
    await expect(card.back).toHaveAccessibleName(`Back of your card: a QR code that opens ${new URL(baseURL!).host}/sam`);

    // §5: every field required, the e-mail valid; nothing downloads until the card is right.
    await card.fill({ Name: '', 'E-mail': 'sam@' });
    await page.getByTestId('business-card-pdf').click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(card.field('Name')).toBeFocused();

    await card.fill({ Name: 'Samantha Nguyễn-Lee', Designation: 'Wellness Scholar', Phone: '+1 (555) 010-0303', 'E-mail': 'samantha@upline.test' });
    await expect(card.front).toHaveAccessibleName(/Samantha Nguyễn-Lee, Wellness Scholar, phone \+1 \(555\) 010-0303, e-mail samantha@upline\.test/);

    await card.fill({ Name: 'Samantha Nguyen-Lee' });
    const pdf = await card.download('pdf');
    expect(pdf.name).toBe('business-card-samantha-nguyen-lee.pdf');
    const pages = await readPdf(pdf.bytes);
    // Front and back, each the 3.5 x 2 in card with 0.125 in of bleed all round (in points).
    expect(pages.map((p) => p.size)).toEqual([[270, 162], [270, 162]]);
    expect(pages[0]!.text).toContain('Samantha Nguyen-Lee');
    // Letter-spaced lines come out of the PDF a letter at a time.
    expect(pages[0]!.text.replace(/\s+/g, '')).toContain('WELLNESSSCHOLAR');
    expect(pages[0]!.text).toContain('samantha@upline.test');
    expect(pages[1]!.text).toContain(`${new URL(baseURL!).host}/sam`);

    const png = await card.download('png');
    expect(png.name).toBe('business-card-samantha-nguyen-lee.png');
    expect(Buffer.from(png.bytes.subarray(1, 4)).toString('latin1')).toBe('PNG');
    // 300 dpi: 3.5 in wide, both faces (2 in each) and a 0.2 in gap high.
    const view = new DataView(png.bytes.buffer, png.bytes.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1050, 1260]);
  });

  test('the card is also under the referral prefix, in French', async ({ page }) => {
    await signInAs(page, 'sam@upline.test');
    await page.addInitScript(() => {
      const stored = JSON.parse(localStorage.getItem('upline-session') ?? '{}') as { state: Record<string, unknown> };
      stored.state.language = 'fr';
      localStorage.setItem('upline-session', JSON.stringify(stored));
    });
    await page.goto('/sam/visiting-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Carte professionnelle' })).toBeVisible();
    await page.getByLabel('Site Web', { exact: true }).fill('mon site');
    await page.getByRole('button', { name: 'Télécharger votre carte' }).click();
    await expect(page.getByText('Veuillez saisir une adresse de site Web valide.')).toBeVisible();
  });

  test('a customer is told the card is for scholars and is offered the way back', async ({ page }) => {
    await signInAs(page, 'carl@upline.test');
    await page.goto('/visiting-card');
    const card = new BusinessCardPage(page);
    await expect(card.refusal).toContainText('The business card is a tool for scholars. Your account is a customer account');
    await expect(card.field('Name')).toHaveCount(0);
    await expect(page.getByTestId('business-card-pdf')).toHaveCount(0);
    await card.refusal.getByRole('link', { name: 'Back to My Back Office' }).click();
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/visiting-card');
    await expect(page).toHaveURL(/\/signin$/);
  });
});
