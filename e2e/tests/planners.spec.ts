// Issue 5 as a customer meets it: a planner with its time zone; a post written from the calendar with
// an image and a link card; dragging it to another day; its preview, duplicate and delete; sharing the
// planner with another user who approves a post, then revoking the link; and the calendar in Arabic.
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { readyAccount, type NewAccount } from '../support/api';
import {
  createPlanner,
  createPost,
  FIXTURE_CARD,
  FIXTURE_PAGE,
  nextMonthDay,
  PIXEL_PNG,
  showPost,
  startLinkFixture,
  stopServer,
} from '../support/planners';
import { baseURL } from '../support/run-env';
import { chooseLanguage, signIn } from '../support/ui';

let fixture: Server | undefined;
test.beforeAll(async () => {
  fixture = await startLinkFixture();
});
test.afterAll(async () => {
  await stopServer(fixture);
});

function unique(label: string): string {
  return `${label} ${Date.now().toString(36).slice(-5)}`;
}

async function signedIn(page: Page, request: Parameters<typeof readyAccount>[0], label: string): Promise<NewAccount> {
  const account = await readyAccount(request, label);
  await signIn(page, account.email, account.password);
  return account;
}

async function openCalendar(page: Page, plannerId: number, date: string): Promise<void> {
  await page.goto(`/schedules/${plannerId}?date=${date}`);
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
}

test('a planner is created at /accounts with the time zone chosen, and opens its calendar', async ({ page, request }) => {
  await signedIn(page, request, 'planner');
  const name = unique('Acme Bakery');
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'New planner', exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Save planner' });
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Description').fill('Posts for the bakery');
  const zone = drawer.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.fill('Berlin');
  await zone.press('Enter');
  await drawer.getByRole('button', { name: 'Save planner' }).click();

  await expect(page.getByText(`The planner ${name} has been created.`)).toBeVisible();
  const card = page.locator('[data-testid^="planner-"]').filter({ hasText: name });
  await expect(card).toContainText('Time zone: Europe/Berlin');
  await expect(card).toContainText('Posts for the bakery');
  // It survives a reload: it was stored, not only drawn.
  await page.reload();
  await expect(card).toContainText('Time zone: Europe/Berlin');

  await card.getByRole('link', { name: `Open the calendar of ${name}` }).click();
  await expect(page).toHaveURL(/\/schedules\/\d+/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByTestId('calendar-zone')).toContainText('Europe/Berlin');
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
});

test('from the calendar: a day → editor → caption, image, pasted link card → scheduled on that day', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const account = await signedIn(page, request, 'editor');
  const planner = await createPlanner(request, account, unique('Editor planner'), 'Europe/Berlin');
  const day = nextMonthDay(planner.timezone, 10);
  const caption = unique('Autumn launch');

  await page.goto(`/schedules/${planner.id}`);
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByTestId(`day-${day}`).getByRole('button', { name: /^New post on / }).click();
  await expect(page).toHaveURL(new RegExp(`/posts/create/${planner.id}\\?date=${day}&time=09:00`));
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();

  await page.getByLabel('Caption').fill(caption);
  await page.locator('input[type="file"]').setInputFiles({ name: 'launch.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const mediaList = page.getByRole('list', { name: 'Media of the post' });
  await expect(mediaList.getByRole('img', { name: 'launch.png' })).toBeVisible();

  // A real paste: the address goes through the clipboard into the field.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.evaluate((text) => navigator.clipboard.writeText(text), FIXTURE_PAGE);
  const link = page.getByLabel('Link', { exact: true });
  await link.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(link).toHaveValue(FIXTURE_PAGE);
  const fieldCard = page.getByTestId('link-card').filter({ has: page.getByRole('button', { name: 'Remove link' }) });
  await expect(fieldCard).toContainText(FIXTURE_CARD.title);
  await expect(fieldCard).toContainText(FIXTURE_CARD.description);

  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(day);
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('09:00');
  await page.getByRole('button', { name: 'Save post' }).click();

  await expect(page.getByText('The post has been created.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/schedules/${planner.id}\\?date=${day}`));
  const chip = page.getByTestId(`day-${day}`).getByRole('button', { name: new RegExp(`^09:00 · .* · Scheduled · ${caption}$`) });
  await expect(chip).toHaveCount(1);

  // What was stored: the image and the card the server fetched.
  const postId = Number((await chip.getAttribute('data-testid'))?.replace('post-', ''));
  const stored = await showPost(request, account, postId);
  expect(stored).toMatchObject({ state: 'scheduled', date: day, time: '09:00', caption, link_url: FIXTURE_PAGE, link_meta: { title: FIXTURE_CARD.title } });
  expect(stored.media).toHaveLength(1);
  expect(stored.media[0]).toMatchObject({ kind: 'image', mime: 'image/png' });
});

test('a post dragged to another day stays there after a reload', async ({ page, request }) => {
  const account = await signedIn(page, request, 'drag');
  const planner = await createPlanner(request, account, unique('Drag planner'), 'America/New_York');
  const from = nextMonthDay(planner.timezone, 10);
  const to = nextMonthDay(planner.timezone, 17);
  const post = await createPost(request, account, planner.id, { caption: unique('Drag me'), date: from, time: '09:00' });

  await openCalendar(page, planner.id, from);
  const chip = page.getByTestId(`post-${post.id}`);
  await expect(page.getByTestId(`day-${from}`).getByTestId(`post-${post.id}`)).toBeVisible();
  await chip.dragTo(page.getByTestId(`day-${to}`));
  await expect(page.getByText('The post has been moved.')).toBeVisible();
  await expect(page.getByTestId(`day-${to}`).getByTestId(`post-${post.id}`)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId(`day-${to}`).getByTestId(`post-${post.id}`)).toBeVisible();
  await expect(page.getByTestId(`day-${from}`).getByTestId(`post-${post.id}`)).toHaveCount(0);
  // Same wall-clock time, new day.
  expect(await showPost(request, account, post.id)).toMatchObject({ date: to, time: '09:00', state: 'scheduled' });
});

test("a post's preview shows its caption and link card; it is duplicated, then deleted with the confirmation texts", async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await signedIn(page, request, 'preview');
  const planner = await createPlanner(request, account, unique('Preview planner'), 'UTC');
  const day = nextMonthDay(planner.timezone, 12);
  const caption = unique('Read our article');
  const post = await createPost(request, account, planner.id, {
    caption,
    date: day,
    time: '14:30',
    link: { url: FIXTURE_PAGE, meta: { ...FIXTURE_CARD, image: null } },
  });

  await openCalendar(page, planner.id, day);
  const cell = page.getByTestId(`day-${day}`);
  const chips = cell.getByRole('button', { name: new RegExp(caption) });
  await expect(chips).toHaveCount(1);
  await chips.click();

  const preview = page.getByRole('dialog').filter({ hasText: 'Post preview' });
  await expect(preview).toContainText(caption);
  await expect(preview).toContainText('Link post');
  await expect(preview).toContainText(account.full_name);
  const card = preview.getByTestId('link-card');
  await expect(card).toContainText(FIXTURE_CARD.title);
  await expect(card).toContainText(FIXTURE_CARD.description);
  await expect(card).toContainText(FIXTURE_CARD.host);

  await preview.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('The post has been duplicated as a draft.')).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(chips).toHaveCount(2);
  const copy = cell.getByRole('button', { name: new RegExp(`· Draft · ${caption}`) });
  await expect(copy).toHaveCount(1);

  await copy.click();
  await preview.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Deleted!')).toBeVisible();
  await expect(page.getByText('Your post has been deleted.')).toBeVisible();

  await expect(chips).toHaveCount(1);
  await expect(cell.getByTestId(`post-${post.id}`)).toBeVisible();
  await page.reload();
  await expect(chips).toHaveCount(1);
});

test('a shared planner: another user opens the link and approves a post, the owner sees it, a revoked link is refused', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await signedIn(page, request, 'owner');
  const planner = await createPlanner(request, owner, unique('Client planner'), 'Europe/Berlin');
  const day = nextMonthDay(planner.timezone, 14);
  const caption = unique('Please approve');
  const post = await createPost(request, owner, planner.id, { caption, date: day, time: '10:00' });

  await openCalendar(page, planner.id, day);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Share ${planner.name}` });
  await drawer.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('The link has been created.')).toBeVisible();
  const linkText = drawer.getByText(/\/schedules\/accounts\//);
  await expect(linkText).toHaveCount(1);
  const url = (await linkText.textContent())?.trim() ?? '';
  expect(url).toMatch(new RegExp(`^${baseURL}/schedules/accounts/[^/]+$`));

  const visitor = await readyAccount(request, 'visitor');
  const visitorContext = await browser.newContext();
  try {
    const guest = await visitorContext.newPage();
    await signIn(guest, visitor.email, visitor.password);
    await guest.goto(url);
    await expect(guest.getByRole('heading', { level: 2, name: planner.name })).toBeVisible();
    await expect(guest.getByText(`Shared by ${owner.full_name}`)).toBeVisible();
    // Read-only: no way to create a post on a day.
    await expect(guest.getByRole('button', { name: /^New post on / })).toHaveCount(0);
    await guest.getByRole('button', { name: 'Next', exact: true }).click();
    await guest.getByTestId(`day-${day}`).getByTestId(`post-${post.id}`).click();
    const sharedPreview = guest.getByRole('dialog').filter({ hasText: 'Post preview' });
    await expect(sharedPreview).toContainText(caption);
    await sharedPreview.getByRole('button', { name: 'Approve' }).click();
    await expect(sharedPreview.getByText('You approved this post.')).toBeVisible();

    // The owner sees the verdict on the calendar and in the preview.
    await page.reload();
    const chip = page.getByTestId(`day-${day}`).getByTestId(`post-${post.id}`);
    await expect(chip).toHaveAttribute('aria-label', /· Approved ·/);
    await chip.click();
    const preview = page.getByRole('dialog').filter({ hasText: 'Post preview' });
    await expect(preview.getByTestId('review-status')).toHaveText('Approved');
    const feedback = preview.getByRole('region', { name: 'Feedback' });
    await expect(feedback).toContainText(visitor.full_name);
    await expect(feedback).toContainText('Approved');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await drawer.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure?' });
    await expect(confirm).toContainText('Whoever has this link will not be able to open it anymore.');
    await confirm.getByRole('button', { name: 'Yes, revoke it!' }).click();
    await expect(page.getByText('The link has been revoked.')).toBeVisible();
    await expect(drawer.getByText('Revoked', { exact: true })).toBeVisible();

    await guest.reload();
    // The page itself says so (the shell's error toast repeats the API's message beside it).
    const gone = guest.getByRole('main');
    await expect(gone.getByText('This link is no longer available.')).toBeVisible();
    await expect(gone.getByText(caption)).toHaveCount(0);
    await expect(gone.getByTestId(`post-${post.id}`)).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});

test('in Arabic the calendar runs right to left', async ({ page, request }) => {
  const account = await signedIn(page, request, 'rtl');
  const planner = await createPlanner(request, account, unique('RTL planner'), 'Asia/Riyadh');
  const day = nextMonthDay(planner.timezone, 10);
  await createPost(request, account, planner.id, { caption: unique('مرحبا'), date: day, time: '09:00' });

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await chooseLanguage(page, /Language/, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await openCalendar(page, planner.id, day);
  const grid = page.getByTestId('calendar-grid');
  await expect(grid).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  // Days flow right to left: the first day of a week sits to the right of the next one.
  const days = grid.locator('[data-testid^="day-"]');
  const first = await days.nth(0).boundingBox();
  const second = await days.nth(1).boundingBox();
  if (!first || !second) throw new Error('the month grid has no laid-out days');
  expect(first.x).toBeGreaterThan(second.x);
  await expect(grid.locator('[data-testid^="post-"]')).toHaveCount(1);
});
