// The signed-in layout: menu, skins, language, scroll-to-top, redirects, misc pages and roles.
import { expect, test } from '@playwright/test';
import { accounts, demoStatePath } from '../support/accounts';
import { chooseLanguage, expandMenu, mainMenu, menuContainer, readWindowMarker, setWindowMarker, signIn } from '../support/ui';

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

test.describe('signed in as a user', () => {
  test.use({ storageState: demoStatePath });

  test('the menu starts collapsed and toggles', async ({ page }) => {
    await page.goto('/dashboard');
    const container = menuContainer(page);
    await expect(container).toHaveAttribute('data-collapsed', 'true');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(container).toHaveAttribute('data-collapsed', 'false');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(container).toHaveAttribute('data-collapsed', 'true');
  });

  test('light skin by default; dark mode switches and persists across reload', async ({ page }) => {
    await page.goto('/dashboard');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-skin', 'light');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(html).toHaveAttribute('data-skin', 'dark');
    await expect(page.getByRole('button', { name: 'Light mode' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(html).toHaveAttribute('data-skin', 'dark');
    await page.getByRole('button', { name: 'Light mode' }).click();
    await expect(html).toHaveAttribute('data-skin', 'light');
  });

  test('switching to Arabic saves, reloads right to left, and back to English', async ({ page }) => {
    await page.goto('/dashboard');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await setWindowMarker(page, 'before-switch');

    try {
      const saved = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/account-settings/locale/ar'));
      await chooseLanguage(page, /Language/, 'العربية');
      expect((await saved).ok()).toBe(true);
      await expect(html).toHaveAttribute('dir', 'rtl');
      await expect(html).toHaveAttribute('lang', 'ar');
      await expect(page.getByTestId('dashboard')).toBeVisible();
      // The switch reloads the page (spec §4): the marker set before is gone.
      expect(await readWindowMarker(page)).toBeNull();
      await expect(page.locator('body')).toContainText(ARABIC_LETTERS);

      // The choice was saved: a fresh load stays Arabic.
      await page.reload();
      await expect(html).toHaveAttribute('dir', 'rtl');
    } finally {
      if ((await html.getAttribute('lang')) === 'ar') {
        await chooseLanguage(page, /Language|اللغة/, 'English');
      }
    }
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
  });

  test('scroll-to-top appears after 250 px of scrolling and scrolls up', async ({ page }) => {
    // A short viewport makes the page taller than the window; a new account's dashboard may
    // still be short, so pad it with an empty block (the behaviour under test is the scrolling).
    await page.setViewportSize({ width: 900, height: 240 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.getByTestId('dashboard').evaluate((el) => {
      const spacer = document.createElement('div');
      spacer.style.height = '1200px';
      el.append(spacer);
    });
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(scrollTop).toBeHidden();

    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable).toBeGreaterThan(300);
    await page.mouse.move(450, 150);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
    await expect(scrollTop).toBeVisible();

    await scrollTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(scrollTop).toBeHidden();
  });

  test('/ goes to the dashboard and an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard')).toBeVisible();

    await page.goto('/no-such-page-here');
    await expect(page.getByTestId('error-404')).toBeVisible();
  });
});

test.describe('without a session', () => {
  for (const name of ['under-maintenance', 'not-authorized', 'coming-soon', 'error']) {
    test(`the ${name} page renders`, async ({ page }) => {
      await page.goto(`/pages/miscellaneous/${name}`);
      await expect(page.getByTestId(`misc-${name}`)).toBeVisible();
    });
  }

  test('a protected page sends the visitor to the login page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('other roles', () => {
  test('an admin sees Users and not Content Planners', async ({ page }) => {
    await signIn(page, accounts.admin.email, accounts.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expandMenu(page);
    await expect(mainMenu(page).getByText('Users', { exact: true })).toBeVisible();
    await expect(mainMenu(page).getByText('Content Planners', { exact: true })).toHaveCount(0);
  });
});
