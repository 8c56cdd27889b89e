import { expect, test } from '@playwright/test';
import { presetCart } from './pages/cart-session';
import { visitAs } from './pages/content-session';

// Field messages reach the shared form fields through each form's FieldMessages: a form that lost
// it would show the contract's English text to a French visitor.
test.describe('field messages in French', () => {
  test('the sign-in form names its missing fields in French', async ({ page }) => {
    await visitAs(page, { language: 'fr' });
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('L’adresse courriel est obligatoire').or(page.getByText("L'adresse courriel est obligatoire"))).toBeVisible();
    await expect(page.getByText('Le mot de passe est obligatoire')).toBeVisible();
    await expect(page.getByText(/is required/)).toHaveCount(0);
  });

  test('the checkout names its missing address fields in French', async ({ page }) => {
    await visitAs(page, { language: 'fr' });
    await presetCart(page, [{ id: 1, name: 'Lean Balance', quantity: 1, price: 4999, sale_price: 4999, purchaseType: 1 }]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
    expect(await page.getByText('Ce champ est obligatoire').count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByText('This field is required')).toHaveCount(0);
  });
});
