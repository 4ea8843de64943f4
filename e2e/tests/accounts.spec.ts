// Accounts as people meet them (issue 3): sign-up through the guard's steps, an admin's approval,
// every account-settings tab, the Arabic locale, a revoked session, and the staff landing page.
import { expect, test, type Page } from '@playwright/test';
import { accounts, demoStatePath } from '../support/accounts';
import { readyAccount, registerAccount, revokeSession, sessionsOf, strongPassword, uniqueEmail } from '../support/api';
import { verificationPath, waitForMail } from '../support/outbox';
import { chooseLanguage, signIn } from '../support/ui';

/** A valid 1×1 PNG: small enough for the 800 kB limit, real enough for the server's image check. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const WEAK_PASSWORD_MESSAGE = 'Your Password must contain at least one uppercase, one lowercase, one special character and one digit';

/** Clicks "Save changes" and waits for the form's success line. */
async function saveAndExpect(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

test('a new user registers, verifies by mail, picks Free, waits for approval and is approved by an admin', async ({ page, browser }) => {
  const email = uniqueEmail('signup');
  const fullName = 'Nadia Register';
  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await expect(page.getByLabel('Country code')).toHaveValue('EG');
  await page.getByLabel('Phone').fill('100 123 4567');
  await page.getByLabel('Email').fill(email);

  // The spec's password rule is checked before anything is sent.
  await page.getByLabel('Password').fill('weakpassword');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText(WEAK_PASSWORD_MESSAGE);
  await expect(page.getByLabel('Password')).toBeFocused();

  await page.getByLabel('Password').fill(strongPassword());
  await page.getByRole('button', { name: 'Sign up' }).click();
  // /dashboard first, then the guard's first step: the email is not verified yet.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByTestId('verify-email')).toContainText(email);

  await page.goto(await verificationPath(email));
  await expect(page.getByTestId('verify-email-link').getByRole('link', { name: 'Continue' })).toBeVisible();
  // Verified; no plan yet, so the guard's next step is the plans page.
  await expect(page).toHaveURL(/\/plans$/);
  await page.getByRole('button', { name: 'Choose the Free plan' }).click();
  await expect(page).toHaveURL(/\/awaiting-approval$/);
  await expect(page.getByTestId('awaiting-approval')).toBeVisible();

  // Not approved yet: "Check again" says so and keeps the user here.
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Your account has not been approved yet. Please check again later.')).toBeVisible();
  await expect(page).toHaveURL(/\/awaiting-approval$/);

  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, accounts.admin.email, accounts.admin.password);
    await admin.goto('/admin/users');
    await admin.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await admin.getByRole('searchbox', { name: 'Search users' }).press('Enter');
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Awaiting approval');
    await row.getByRole('button', { name: `Approve ${fullName}` }).click();
    await expect(admin.getByText(`${fullName} has been approved.`)).toBeVisible();
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('button', { name: `Approve ${fullName}` })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
  await waitForMail(email, /approved/i);

  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
});

test.describe('the demo user edits account settings', () => {
  test.use({ storageState: demoStatePath });

  test('General: phone, gender and avatar are saved and the page reloads showing the avatar', async ({ page }) => {
    await page.goto('/pages/account-setting');
    await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    await expect(page.getByText('Allowed JPG, GIF or JEPG. Max size of 800kB')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(accounts.user.email);
    await expect(page.getByLabel('Email')).not.toBeEditable();

    const phone = `+2010${Date.now().toString().slice(-8)}`;
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    // The preview shows the chosen file before it is sent.
    await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^data:image\/png/);

    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await saveAndExpect(page, 'General Account Settings has been updated successfully.');
    await reloaded;

    const avatar = page.getByTestId('avatar-preview').locator('img');
    await expect(avatar).toHaveAttribute('src', /\/media\/show\//);
    // The stored image really loads (served by the API, allowed by the CSP).
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByLabel('Phone')).toHaveValue(phone);
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  test('Information: bio, birth date, country and website are saved', async ({ page }) => {
    await page.goto('/pages/account-setting/information');
    await expect(page.getByRole('tab', { name: 'Information', selected: true })).toBeVisible();
    const bio = `Plans posts every Monday (${Date.now()})`;
    await page.getByLabel('Bio').fill(bio);
    await page.getByLabel('Birth date').fill('1990-05-17');
    await page.getByLabel('Birth date').press('Enter');
    await page.getByLabel('Country').fill('Portugal');
    await page.getByLabel('Country').press('Enter');
    await page.getByLabel('Website').fill('https://example.com/nadia');
    await saveAndExpect(page, 'Information has been updated successfully');

    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue(bio);
    await expect(page.getByLabel('Birth date')).toHaveValue('1990-05-17');
    await expect(page.getByText('Portugal', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Website')).toHaveValue('https://example.com/nadia');
  });

  test('Notifications: the post reminder switch is saved', async ({ page }) => {
    await page.goto('/pages/account-setting/notifications');
    const reminder = page.getByRole('switch', { name: 'Notify me on the same day a post is scheduled' });
    await expect(reminder).toBeVisible();
    const before = (await reminder.getAttribute('aria-checked')) === 'true';
    await reminder.click();
    await expect(reminder).toHaveAttribute('aria-checked', String(!before));
    await saveAndExpect(page, 'Notifications has been updated successfully');

    await page.reload();
    await expect(reminder).toHaveAttribute('aria-checked', String(!before));
  });
});

test('Change Password signs the user out; only the new password works afterwards', async ({ page, request }) => {
  // A user of its own: the shared demo session must survive this test.
  const account = await readyAccount(request, 'password');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/pages/account-setting/password');
  const newPassword = strongPassword();
  await page.getByLabel('Old Password').fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Retype New Password').fill(newPassword);
  await saveAndExpect(page, 'Password has been updated successfully.');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard')).toBeVisible();
});

test('switching the navbar language to Arabic reloads right to left, and back to English', async ({ page, request }) => {
  const account = await readyAccount(request, 'locale');
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await chooseLanguage(page, /Language/, 'العربية');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('dashboard')).toBeVisible();

  await chooseLanguage(page, /Language|اللغة/, 'English');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
});

test('a session revoked elsewhere sends the next request to the login page', async ({ page, request }) => {
  const account = await readyAccount(request, 'revoked');
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // From "another device" (the token the registration gave): the browser's session is the other one.
  const others = (await sessionsOf(request, account.token)).filter((session) => !session.current);
  expect(others).toHaveLength(1);
  await revokeSession(request, account.token, others[0].id);

  await page.goto('/pages/account-setting');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('staff land on the workplace', async ({ page }) => {
  await signIn(page, accounts.staff.email, accounts.staff.password);
  await expect(page).toHaveURL(/\/admin\/workplace$/);
  await expect(page.getByRole('heading', { name: 'Workplace' })).toBeVisible();
  await expect(page.locator('[data-remote="mfe_planner"]')).toBeVisible();
  await expect(page.getByTestId('error-404')).toHaveCount(0);
});

test('a registered user who has not verified is held on the verify-email page', async ({ page, request }) => {
  const account = await registerAccount(request, 'unverified');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto('/pages/account-setting');
  await expect(page).toHaveURL(/\/verify-email$/);
});
