// Issue 6 as a customer meets it, on the sandbox networks `npm start` mounts: connect Facebook (a Page
// and its Instagram account), LinkedIn and X; a post scheduled a minute ahead to all four turns
// Publishing then Published with links in the monitor; a network that refuses shows its reason in
// words; a forced token expiry asks for a reconnect, which brings publishing back; a connection is
// removed with the confirmation texts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readyAccount, type NewAccount } from '../support/api';
import { planNamed, subscribeTo } from '../support/billing';
import { createPlanner } from '../support/planners';
import { clearFaults, expireTokens, injectFault, jpeg, nextMinute, schedulePost, uploadImage } from '../support/publishing';
import { signIn } from '../support/ui';

const CONNECTIONS = '/pages/account-setting/connections';
const MONITOR = '/schedules/auto-publishing-monitor';

function unique(label: string): string {
  return `${label} ${Date.now().toString(36).slice(-6)}`;
}

/** Connect (or reconnect) a network through its sandbox consent page. */
async function connect(page: Page, action: 'Connect' | 'Reconnect', platform: string, allow: string): Promise<void> {
  await page.goto(CONNECTIONS);
  await page.getByRole('list', { name: 'Networks' }).getByRole('button', { name: `${action} ${platform}`, exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox-networks\//);
  await expect(page.getByText('Sandbox network.')).toBeVisible();
  await page.getByRole('button', { name: allow, exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/account-setting\/connections/);
  await expect(page.getByText(`Connected with ${platform} successfully`)).toBeVisible();
}

function monitorRow(page: Page, caption: string): Locator {
  return page.getByRole('row').filter({ hasText: caption });
}

test.describe.configure({ mode: 'serial' });

let account: NewAccount;
let plannerId: number;

test.beforeAll(async ({ request }) => {
  account = await readyAccount(request, 'publisher');
  // Automatic publishing is a Pro feature: a trial unlocks it.
  await subscribeTo(request, account, (await planNamed(request, 'Pro')).id, true);
  plannerId = (await createPlanner(request, account, unique('Launch planner'), 'UTC')).id;
});

test.afterEach(async ({ request }) => {
  for (const network of ['meta', 'linkedin', 'x'] as const) await clearFaults(request, network);
});

test('connect Facebook (Page + Instagram), LinkedIn and X on the sandbox networks', async ({ page }) => {
  await signIn(page, account.email, account.password);
  await page.goto(CONNECTIONS);
  await expect(page.getByText('Sandbox networks: connections and posts go to Cadence')).toBeVisible();

  await connect(page, 'Connect', 'Facebook', 'Allow');
  // The Page and the Instagram business account behind it, each linking to its account.
  const pageLinks = page.getByRole('link', { name: 'Cadence Sandbox Page' });
  await expect(pageLinks).toHaveCount(2);
  await expect(pageLinks.nth(0)).toHaveAttribute('href', /\/sandbox-networks\/meta\/www\/\d+$/);
  await expect(pageLinks.nth(1)).toHaveAttribute('href', /\/sandbox-networks\/meta\/www\/instagram\/cadence\.sandbox$/);

  await connect(page, 'Connect', 'LinkedIn', 'Allow');
  await expect(page.getByRole('link', { name: 'Sandbox Member' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cadence Sandbox Org' })).toBeVisible();

  await connect(page, 'Connect', 'Twitter', 'Authorize app');
  await expect(page.getByRole('link', { name: /Sandbox User/ }).first()).toBeVisible();
  // Stored, not only drawn.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Reconnect Twitter', exact: true })).toBeVisible();
});

test('a post scheduled a minute ahead to all four networks turns Publishing, then Published with links', async ({ page, request }) => {
  test.setTimeout(240_000);
  const caption = unique('Autumn launch, everywhere');
  const due = nextMinute();
  const mediaId = await uploadImage(request, account, await jpeg());
  await schedulePost(request, account, plannerId, { caption, channels: ['facebook', 'instagram', 'linkedin', 'twitter'], mediaIds: [mediaId], date: due.date, time: due.time });
  // X answers slowly this time, so the row stays "Publishing" long enough to be seen.
  await injectFault(request, 'x', { kind: 'slow', delayMs: 9000 });

  await signIn(page, account.email, account.password);
  await page.goto(MONITOR);
  const row = monitorRow(page, caption);
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText(`${due.time}`);
  await expect(row).toContainText('Publishing', { timeout: 150_000 });
  await expect(row).toContainText('Published', { timeout: 60_000 });
  // One delivery per connected account: the Page, its Instagram account, the LinkedIn member and organization, the X user.
  for (const target of ['Facebook (Cadence Sandbox Page)', 'Instagram (Cadence Sandbox Page)', 'LinkedIn (Sandbox Member)', 'LinkedIn (Cadence Sandbox Org)', 'Twitter (Sandbox User)']) {
    await expect(row.getByRole('link', { name: `View post on ${target}` })).toBeVisible();
  }

  // The link leads to the live post on the (sandbox) network.
  const href = await row.getByRole('link', { name: /^View post on Facebook/ }).getAttribute('href');
  expect(href).toMatch(/\/sandbox-networks\/meta\//);
  const live = await page.context().newPage();
  await live.goto(href ?? '');
  await expect(live.getByText(caption)).toBeVisible();
  await live.close();
});

test('a network that refuses the post shows its reason in words and what to do', async ({ page, request }) => {
  test.setTimeout(120_000);
  const caption = unique('Refused on LinkedIn');
  await schedulePost(request, account, plannerId, { caption, channels: ['linkedin'], date: '2031-05-04', time: '10:00' });
  await injectFault(request, 'linkedin', { kind: 'duplicate' });

  await signIn(page, account.email, account.password);
  await page.goto(MONITOR);
  const row = monitorRow(page, caption);
  await expect(row).toContainText('Scheduled');
  await row.getByRole('button', { name: `Publish now: ${caption}` }).click();
  await expect(row).toContainText(/Publishing|Failure/);
  await expect(row).toContainText('Failure', { timeout: 60_000 });
  // The fault hit the first of the two LinkedIn accounts; the other one published.
  await expect(row).toContainText('LinkedIn refused the post because it repeats a recent post of this account: change the text and publish again.');
  await expect(row.getByRole('link', { name: 'Edit the post' })).toBeVisible();
  await expect(row.getByRole('link', { name: /^View post on LinkedIn/ })).toHaveCount(1);
});

test('after a forced token expiry Facebook asks for a reconnect, and publishing works again once reconnected', async ({ page, request }) => {
  test.setTimeout(180_000);
  await expireTokens(request, 'meta');
  const caption = unique('After the expiry');
  await schedulePost(request, account, plannerId, { caption, channels: ['facebook'], date: '2031-05-04', time: '11:00' });

  await signIn(page, account.email, account.password);
  await page.goto(MONITOR);
  const row = monitorRow(page, caption);
  await row.getByRole('button', { name: `Publish now: ${caption}` }).click();
  await expect(row).toContainText('Failure', { timeout: 60_000 });
  await expect(row).toContainText(/Reconnect Facebook/);

  await page.goto(CONNECTIONS);
  await expect(page.getByText('Reconnect needed').first()).toBeVisible();
  await connect(page, 'Reconnect', 'Facebook', 'Allow');
  await expect(page.getByText('Reconnect needed')).toHaveCount(0);

  const again = unique('Back after reconnecting');
  await schedulePost(request, account, plannerId, { caption: again, channels: ['facebook'], date: '2031-05-04', time: '12:00' });
  await page.goto(MONITOR);
  const next = monitorRow(page, again);
  await next.getByRole('button', { name: `Publish now: ${again}` }).click();
  await expect(next).toContainText('Published', { timeout: 60_000 });
  await expect(next.getByRole('link', { name: /^View post on Facebook/ })).toBeVisible();
});

test('removing a connection asks first, with the warning, then the accounts are gone', async ({ page }) => {
  await signIn(page, account.email, account.password);
  await page.goto(CONNECTIONS);
  await expect(page.getByRole('link', { name: 'Sandbox Member' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove LinkedIn connection' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure by remove connection?');
  await expect(dialog).toContainText('Publishing content automatically will not work anymore.');
  await dialog.getByRole('button', { name: 'Yes, remove it!' }).click();
  await expect(page.getByText('Removed!')).toBeVisible();
  await expect(page.getByText('Your LinkedIn connection has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sandbox Member' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Connect LinkedIn', exact: true })).toBeVisible();
});
