import { expect, test } from '@playwright/test';
import { signInAs } from './pages/catalogue-session';
import { MessagesPages } from './pages/messages';

// Messages (accounts §2.10, §5): Ava (ambassador) composes to Select All of her customers; Carl,
// her customer, reads it in his In-Box and deletes it after the spec's confirmation.

test('an ambassador writes to all her customers; the customer reads it in the In-Box and deletes it', async ({ browser }) => {
  // Two members, two sessions, a rich-text editor: a long journey on a busy machine.
  test.slow();
  const subject = `Spring welcome ${Date.now()}`;
  const avaContext = await browser.newContext();
  const ava = new MessagesPages(await avaContext.newPage());
  await signInAs(ava.page, 'ava@upline.test');
  await ava.gotoCompose();

  // §5: nothing chosen, no subject, no message.
  await ava.send.click();
  await expect(ava.page.getByText('Please select', { exact: true })).toBeVisible();
  await expect(ava.page.getByText('This field is required', { exact: true })).toBeVisible();
  await expect(ava.page.getByText('Please enter message', { exact: true })).toBeVisible();

  const customers = ava.group('customers');
  await expect(customers.getByRole('checkbox', { name: 'Carl Johnson' })).toBeVisible();
  await customers.getByRole('checkbox', { name: 'Select All' }).check();
  for (const box of await customers.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await expect(ava.page.getByText('Please select', { exact: true })).toBeHidden();
  await expect(ava.group('ambassadors').getByRole('checkbox', { name: 'Leo Tremblay' })).not.toBeChecked();

  await ava.subject.fill(subject);
  // The editor is 500 px tall (§9).
  expect(Math.round((await ava.page.getByTestId('message-editor').boundingBox())!.height)).toBe(500);
  await ava.editor.click();
  await ava.page.keyboard.type('Our ');
  await ava.page.keyboard.press('Control+b');
  await ava.page.keyboard.type('spring range');
  await ava.page.keyboard.press('Control+b');
  await ava.page.keyboard.type(' is here.');
  await ava.send.click();
  await expect(ava.page.locator('[data-sonner-toast]').filter({ hasText: 'Message sent successfully.' })).toBeVisible();
  await expect(ava.page).toHaveURL(/\/user\/message-list$/);
  await avaContext.close();

  const carlContext = await browser.newContext();
  const carl = new MessagesPages(await carlContext.newPage());
  await signInAs(carl.page, 'carl@upline.test');
  await carl.gotoInbox();
  const line = carl.message(subject);
  await expect(line.getByTestId('message-from')).toHaveText('Ava Martin');
  await expect(line).toContainText('New');
  await line.getByRole('link', { name: `Details: ${subject}` }).click();
  const detail = carl.page.getByTestId('message-detail');
  await expect(detail.getByTestId('message-from')).toHaveText('Ava Martin');
  await expect(detail.getByTestId('message-subject')).toHaveText(subject);
  await expect(detail.getByTestId('message-body')).toHaveText('Our spring range is here.');
  await expect(detail.getByTestId('message-body').locator('strong')).toHaveText('spring range');

  await carl.gotoInbox();
  await expect(carl.message(subject)).not.toContainText('New');
  await carl.message(subject).getByRole('button', { name: `Delete: ${subject}` }).click();
  const dialog = carl.page.getByRole('dialog');
  await expect(dialog).toContainText("You won't be able to revert this!");
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(carl.message(subject)).toBeVisible();
  await carl.message(subject).getByRole('button', { name: `Delete: ${subject}` }).click();
  await carl.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(carl.page.locator('[data-sonner-toast]').filter({ hasText: 'Message deleted successfully.' })).toBeVisible();
  await expect(carl.message(subject)).toHaveCount(0);
  await carl.page.reload();
  await expect(carl.page.getByRole('heading', { level: 1, name: 'In-Box' })).toBeVisible();
  await expect(carl.message(subject)).toHaveCount(0);
  await carlContext.close();
});
