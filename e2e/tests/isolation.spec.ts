// A remote that cannot be loaded takes down only its own routes; Retry recovers it in place.
import { expect, test } from '@playwright/test';
import { demoStatePath } from '../support/accounts';
import { defaultRemotes, restoreDefaultRemotes, writeRemotes } from '../support/run-env';
import { expandMenu, mainMenu, readWindowMarker, setWindowMarker } from '../support/ui';

const DEAD_MANIFEST = 'http://127.0.0.1:9/mf-manifest.json';

test.use({ storageState: demoStatePath });

test.afterEach(() => restoreDefaultRemotes());

test('a dead checklists remote leaves the shell working and recovers with Retry', async ({ page }) => {
  writeRemotes({ ...defaultRemotes, mfe_checklists: DEAD_MANIFEST });

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expandMenu(page);
  await expect(mainMenu(page).getByRole('link', { name: 'Content Planners' })).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Content Planners' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.locator('[data-remote="mfe_planner"]')).toBeVisible();
  await expect(page.locator('[data-remote="mfe_planner"]').getByTestId('remote-build')).toBeVisible();

  await page.goto('/to-do');
  const unavailable = page.getByTestId('feature-unavailable');
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('[data-remote="mfe_checklists"] [data-testid="remote-version"]')).toHaveCount(0);

  await setWindowMarker(page, 'same-page');
  restoreDefaultRemotes();
  await unavailable.getByRole('button', { name: 'Retry' }).click();

  await expect(page.getByTestId('feature-unavailable')).toHaveCount(0);
  await expect(page.locator('[data-remote="mfe_checklists"]')).toBeVisible();
  await expect(page.locator('[data-remote="mfe_checklists"]').getByTestId('remote-version')).toBeVisible();
  await expect(page).toHaveURL(/\/to-do$/);
  expect(await readWindowMarker(page)).toBe('same-page');
});
