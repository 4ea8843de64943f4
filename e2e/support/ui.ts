// Locators and steps from the UI test contract, shared by the specs.
import { expect, type Locator, type Page } from '@playwright/test';

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** The element carrying data-collapsed that wraps the main menu. */
export function menuContainer(page: Page): Locator {
  return page.locator('[data-collapsed]').filter({ has: page.getByRole('navigation', { name: 'Main menu' }) }).last();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Opens the menu when it is collapsed, so entries show their labels. */
export async function expandMenu(page: Page): Promise<void> {
  const container = menuContainer(page);
  if ((await container.getAttribute('data-collapsed')) === 'true') {
    await page.getByRole('button', { name: 'Toggle menu' }).click();
  }
  await expect(container).toHaveAttribute('data-collapsed', 'false');
}

/** Sets a marker on window: it survives client-side navigation but not a page reload. */
export async function setWindowMarker(page: Page, value: string): Promise<void> {
  await page.evaluate((v) => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = v;
  }, value);
}

export async function readWindowMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker ?? null);
}

/** Picks a language in the navbar and waits for the reload that follows it (0.6 s later, spec §4). */
export async function chooseLanguage(page: Page, buttonName: RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: buttonName }).click();
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await page.getByText(option, { exact: true }).click();
  await reloaded;
}
