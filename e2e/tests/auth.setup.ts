// Signs the demo user in once through the login page and keeps the browser state, so specs do
// not hit the login throttle (5 attempts per minute per email + IP).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { accounts, demoStatePath } from '../support/accounts';
import { signIn } from '../support/ui';

setup('sign in as the demo user', async ({ page }) => {
  await signIn(page, accounts.user.email, accounts.user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  mkdirSync(path.dirname(demoStatePath), { recursive: true });
  await page.context().storageState({ path: demoStatePath });
});
