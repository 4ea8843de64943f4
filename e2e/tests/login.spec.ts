// Signing in and out through the login page.
import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';

test('wrong password shows an alert; right password signs in; logout signs out', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Remember me')).toBeVisible();

  await page.getByLabel('Email').fill(accounts.user.email);
  await page.getByLabel('Password', { exact: true }).fill(`${accounts.user.password}-wrong`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  // The API's failed-login message (shared-lib/src/contract/messages.ts), shown as sent.
  await expect(alert).toContainText('These credentials do not match our records.');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(accounts.user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByText('Logout', { exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The session is gone: a protected page sends the visitor back to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
