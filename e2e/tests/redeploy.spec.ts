// Repointing /remotes.json at a newer build deploys it without rebuilding the shell; a page that
// throws while rendering stays inside its boundary.
import { expect, test } from '@playwright/test';
import { demoStatePath } from '../support/accounts';
import { defaultRemotes, qaOrigin, qaVersion, restoreDefaultRemotes, writeRemotes } from '../support/run-env';
import { mainMenu } from '../support/ui';

test.use({ storageState: demoStatePath });

test.afterEach(() => restoreDefaultRemotes());

test('a newer mfe-planner build goes live by editing the remotes map', async ({ page }) => {
  await page.goto('/accounts');
  const planner = page.locator('[data-remote="mfe_planner"]');
  // data-remote-version: what the shell loaded; data-build: what the remote's own code says it is.
  await expect(planner.getByTestId('remote-build')).toBeVisible();
  const before = await planner.getAttribute('data-remote-version');
  expect(before).toBeTruthy();
  expect(before).not.toBe(qaVersion);
  await expect(planner.getByTestId('remote-build')).toHaveAttribute('data-build', before ?? '');

  writeRemotes({ ...defaultRemotes, mfe_planner: `${qaOrigin}/mf-manifest.json` });
  await page.reload();
  await expect(planner).toHaveAttribute('data-remote-version', qaVersion);
  await expect(planner.getByTestId('remote-build')).toHaveAttribute('data-build', qaVersion);

  await page.goto('/qa/boom');
  await expect(page.getByTestId('page-error')).toBeVisible();

  // The navbar still works: the user menu opens.
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('Account Settings', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The menu still works: it takes the user to another page, which renders.
  await mainMenu(page).getByRole('link', { name: 'Content Planners' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(planner.getByTestId('remote-build')).toHaveAttribute('data-build', qaVersion);
});
