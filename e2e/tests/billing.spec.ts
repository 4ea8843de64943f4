// Issue 4 as customers and admins meet it, with the sandbox provider: trial → features unlocked; a paid
// plan through the hosted checkout → success page → invoice and its PDF; a declined card; offer-code
// links; cancel and upgrade from the Plans tab; the admin's plan edit reaching the user's menu; and
// impersonation with its banner and way back.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { approve, readyAccount, registerAccount, verifyByMail, type NewAccount } from '../support/api';
import {
  CARDS,
  createFreePlan,
  offerCode,
  payOnSandbox,
  planNamed,
  subscribeTo,
  subscriptionOf,
} from '../support/billing';
import { expandMenu, mainMenu, signIn } from '../support/ui';

/** A registered user with a verified email and no plan yet (the guard sends them to /plans). */
async function verifiedAccount(request: Parameters<typeof registerAccount>[0], label: string): Promise<NewAccount> {
  const account = await registerAccount(request, label);
  await verifyByMail(request, account);
  return account;
}

async function openMenu(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await expandMenu(page);
}

async function asAdmin<T>(browser: Browser, run: (admin: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin, accounts.admin.email, accounts.admin.password);
    return await run(admin);
  } finally {
    await context.close();
  }
}

test('a free user sees gated entries locked, with the upgrade prompt behind them', async ({ page, request }) => {
  const account = await readyAccount(request, 'locked');
  await signIn(page, account.email, account.password);
  await openMenu(page);
  const locked = mainMenu(page).getByRole('link', { name: 'Ideas Generator (upgrade required)' });
  await expect(locked).toBeVisible();
  await locked.click();
  await expect(page).toHaveURL(/\/ideas-generator$/);
  const prompt = page.getByTestId('upgrade-prompt');
  await expect(prompt.getByRole('heading', { name: 'Upgrade to use Ideas Generator' })).toBeVisible();
  await prompt.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/pages\/account-setting\/plans$/);
});

test('register → verify → start a Pro trial → approved → the gated entries unlock', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'trial');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/plans$/);
  await page.getByRole('button', { name: 'Start a 14-day free trial of the Pro plan' }).click();
  await expect(page).toHaveURL(/\/awaiting-approval$/);
  await approve(request, account.id);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(await subscriptionOf(request, account)).toMatchObject({ plan: { name: 'Pro' }, status: 'trialing' });
  await expandMenu(page);
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Ideas Generator', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: /upgrade required/ })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Ideas Generator', exact: true }).click();
  await expect(page).toHaveURL(/\/ideas-generator$/);
  await expect(page.getByTestId('upgrade-prompt')).toHaveCount(0);
});

test('a paid plan goes through the hosted checkout; the invoice is listed, previewed and downloads as a PDF', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'paid');
  await approve(request, account.id);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/plans$/);
  await page.getByRole('button', { name: 'Choose the Pro plan' }).click();
  await payOnSandbox(page, CARDS.success);

  await expect(page).toHaveURL(/\/subscriptions\/checkout\/success/);
  await expect(page.getByText('Your Pro plan is active')).toBeVisible({ timeout: 60_000 });
  expect(await subscriptionOf(request, account)).toMatchObject({ plan: { name: 'Pro' }, status: 'active' });

  await page.goto('/invoices/list');
  const row = page.getByRole('row').filter({ hasText: 'Pro' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/invoices\/preview\/\d+$/);
  await expect(page.getByText('Billed to')).toBeVisible();
  // The navbar names the user too: look inside the page itself.
  await expect(page.getByRole('main').getByText(account.full_name)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('a declined card says so clearly and leaves the user without a subscription', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'declined');
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Choose the Pro plan' }).click();
  await payOnSandbox(page, CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await subscriptionOf(request, account)).toBeNull();
  await page.goto('/dashboard');
  // Still no plan: the guard keeps the user on /plans.
  await expect(page).toHaveURL(/\/plans$/);
});

test('an offer-code link shows only the plans of that offer', async ({ page, request }) => {
  const code = offerCode();
  const offer = await createFreePlan(request, 'Partner', { offerCode: code });
  const account = await verifiedAccount(request, 'offer');
  await signIn(page, account.email, account.password);
  await page.goto(`/plans?offer_code=${code}`);
  await expect(page.getByRole('button', { name: `Choose the ${offer.name} plan` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose the Free plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /of the Pro plan|Choose the Pro plan/ })).toHaveCount(0);
  // The code is kept: the same page without the query still shows only the offer.
  await page.goto('/plans');
  await expect(page.getByRole('button', { name: `Choose the ${offer.name} plan` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose the Free plan' })).toHaveCount(0);
});

test('cancel from the Plans tab: confirmed first, access kept until the end date', async ({ page, request }) => {
  const account = await verifiedAccount(request, 'cancel');
  await subscribeTo(request, account, (await planNamed(request, 'Pro')).id, true);
  await approve(request, account.id);
  await signIn(page, account.email, account.password);
  await page.goto('/pages/account-setting/plans');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel your subscription?');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect.poll(async () => (await subscriptionOf(request, account))?.cancels_on ?? null).not.toBeNull();
  await page.goto('/pages/account-setting/plans');
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});

test('upgrade from the Plans tab: Free → Agency through the checkout', async ({ page, request }) => {
  const account = await readyAccount(request, 'upgrade');
  await signIn(page, account.email, account.password);
  await page.goto('/pages/account-setting/plans');
  // "Upgrade" opens the list of plans to move to, each with its own button.
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await page.getByRole('button', { name: 'Upgrade to Agency' }).click();
  await payOnSandbox(page, CARDS.success);
  await expect(page).toHaveURL(/\/subscriptions\/checkout\/success/);
  await expect(page.getByText('Your Agency plan is active')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await subscriptionOf(request, account))?.plan.name).toBe('Agency');
});

test("an admin edits a plan's features at /admin/plans and the user's menu follows", async ({ page, request, browser }) => {
  const plan = await createFreePlan(request, 'Menu');
  const account = await verifiedAccount(request, 'menu');
  await subscribeTo(request, account, plan.id, false);
  await approve(request, account.id);
  await signIn(page, account.email, account.password);
  await openMenu(page);
  await expect(mainMenu(page).getByRole('link', { name: 'Ideas Generator (upgrade required)' })).toBeVisible();

  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/plans');
    await admin.getByRole('button', { name: `Edit ${plan.name}` }).click();
    await admin.getByRole('switch', { name: 'Ideas Generator in plan' }).click();
    await admin.getByRole('button', { name: 'Save plan' }).click();
    await expect(admin.getByText(`The plan ${plan.name} has been updated.`)).toBeVisible();
  });

  await page.reload();
  await expandMenu(page);
  await expect(mainMenu(page).getByRole('link', { name: 'Ideas Generator', exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Ideas Generator (upgrade required)' })).toHaveCount(0);
});

test('impersonation: the admin signs in as a user, sees the banner and returns', async ({ page, request }) => {
  const account = await readyAccount(request, 'imperson');
  await signIn(page, accounts.admin.email, accounts.admin.password);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Sign in as ${account.full_name}` }).click();
  await page.getByRole('button', { name: 'Yes, sign in as them' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`You are signed in as ${account.full_name}`);
  await expect(page.getByRole('button', { name: `User menu: ${account.full_name}` })).toBeVisible();
  // A reload keeps both the impersonation and the way back.
  await page.reload();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^User menu: / })).not.toContainText(account.full_name);
});
