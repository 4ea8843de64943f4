import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@cadence/shared-lib';
import type { TestApi } from '@cadence/shared-lib/testing';
import { makeMedia, makePlanner, makePost } from './testing/answers';
import { arrivedAt, invalid, json, ok, renderPlannerPage, startPlannerApi, stopPlannerApi } from './testing/render-planner-page';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
  api.on('GET', '/accounts/3', ok({ account: makePlanner() }));
});
afterEach(async () => {
  await stopPlannerApi();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const saveButton = () => screen.getByText('Save post', { selector: 'button span' }).closest('button') as HTMLButtonElement;
const networkTab = (name: string) => screen.getAllByRole('tab').find((tab) => tab.textContent?.startsWith(`${name} `)) as HTMLElement;

it('creates a post from the calendar’s day and time with a caption, an X variant, channels and a first comment', async () => {
  api.on('POST', '/posts/create/3', ok({ post: makePost({ id: 50 }) }));
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');

  const caption = await screen.findByLabelText('Caption');
  expect(screen.getByText('New post')).toBeInTheDocument();
  expect(screen.getByText('In Bakery Berlin')).toBeInTheDocument();
  // Winter in Berlin: UTC+01:00 at that date.
  expect(screen.getByTestId('zone-label')).toHaveTextContent('Time zone: Europe/Berlin (UTC+01:00)');
  type(caption, 'Fresh bread every morning');

  fireEvent.click(networkTab('X'));
  fireEvent.click(await screen.findByLabelText('Use a different text for X'));
  type(await screen.findByLabelText('Text for X'), 'Bread! 🥖');
  fireEvent.click(screen.getByLabelText('Facebook'));
  fireEvent.click(screen.getByLabelText('X'));
  type(screen.getByLabelText('First comment'), 'Order online');

  await waitFor(() => expect(saveButton()).toBeEnabled());
  fireEvent.click(saveButton());

  await arrivedAt('/schedules/3?date=2026-12-01');
  expect(await screen.findByText('The post has been created.')).toBeInTheDocument();
  const [request] = api.sent('POST', '/posts/create/3');
  expect(json(request)).toEqual({
    caption: 'Fresh bread every morning',
    variants: { twitter: 'Bread! 🥖' },
    media_ids: [],
    link_url: null,
    link_meta: null,
    channels: ['facebook', 'twitter'],
    account_ids: [],
    first_comment: 'Order online',
    state: 'scheduled',
    date: '2026-12-01',
    time: '09:30',
  });
});

it('turns the X counter red over 280 characters and disables Save with the reason while X is a channel', async () => {
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  type(await screen.findByLabelText('Caption'), 'a'.repeat(281));
  fireEvent.click(screen.getByLabelText('X'));

  const counter = within(networkTab('X')).getByText('281 / 280');
  expect(counter).toHaveAttribute('data-over', 'true');
  expect(counter).toHaveClass('ant-typography-danger');
  expect(within(networkTab('Facebook')).getByText('281 / 63206')).toHaveAttribute('data-over', 'false');
  expect(saveButton()).toBeDisabled();
  expect(screen.getByText('The X text is longer than 280 characters.')).toBeInTheDocument();

  // A shorter X variant fixes it.
  fireEvent.click(networkTab('X'));
  fireEvent.click(await screen.findByLabelText('Use a different text for X'));
  type(await screen.findByLabelText('Text for X'), 'Short enough');
  await waitFor(() => expect(saveButton()).toBeEnabled());
  expect(screen.queryByText('The X text is longer than 280 characters.')).not.toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it("shows the server's first validation message in a red alert and stays on the editor", async () => {
  api.on('POST', '/posts/create/3', invalid('date', 'The date and time must be in the future.'));
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  type(await screen.findByLabelText('Caption'), 'Hello');
  fireEvent.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('The date and time must be in the future.');
  expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
});

it('asks before leaving with unsaved changes', async () => {
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  type(await screen.findByLabelText('Caption'), 'Half written');
  fireEvent.click(screen.getByText('Cancel', { selector: 'button span' }));
  fireEvent.click(await screen.findByText('Stay'));
  await waitFor(() => expect(screen.queryByText('Leave without saving?', { selector: '.ant-modal-confirm-title' })).not.toBeInTheDocument());
  expect(screen.getByLabelText('Caption')).toHaveValue('Half written');

  fireEvent.click(screen.getByText('Cancel', { selector: 'button span' }));
  expect(await screen.findByText('Your changes to this post will be lost.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Leave'));
  await arrivedAt('/schedules/3?date=2026-12-01');
});

it('loads a post for editing (variant, media, link, channels, time) and saves it with PUT', async () => {
  const link = { title: 'Our menu', description: 'Everything we bake', host: 'bakery.example', image: null };
  const post = makePost({
    caption: `${'Croissants are back. '.repeat(8)}Come early!`,
    variants: { linkedin: 'We are hiring bakers' },
    media_ids: [5],
    media: [makeMedia(5)],
    link_url: 'https://bakery.example/menu',
    link_meta: link,
    channels: ['facebook', 'instagram'],
    first_comment: 'Open 7–19',
  });
  api.on('GET', '/posts/41', ok({ post }));
  api.on('PUT', '/posts/41', ok({ post: { ...post, date: '2026-12-02' } }));
  renderPlannerPage('/posts/edit/41');

  expect(await screen.findByLabelText('Caption')).toHaveValue(post.caption);
  expect(screen.getByText('Edit post')).toBeInTheDocument();
  expect(screen.getByLabelText('Facebook')).toBeChecked();
  expect(screen.getByLabelText('Instagram')).toBeChecked();
  expect(screen.getByLabelText('X')).not.toBeChecked();
  expect(screen.getByLabelText('Link')).toHaveValue('https://bakery.example/menu');
  expect(screen.getByLabelText('First comment')).toHaveValue('Open 7–19');
  expect(screen.getByAltText('Image 1')).toHaveAttribute('src', '/media/show/post-5.png');
  expect(screen.getAllByText('Our menu').length).toBeGreaterThan(0);

  // The Instagram preview folds the caption after ~125 characters behind "more".
  const instagram = screen.getAllByRole('tab').find((tab) => tab.textContent === 'Instagram') as HTMLElement;
  fireEvent.click(instagram);
  const card = await screen.findByRole('article', { name: 'Preview on Instagram' });
  expect(within(card).getByText('more')).toBeInTheDocument();
  expect(card).not.toHaveTextContent('Come early!');
  fireEvent.click(within(card).getByText('more'));
  expect(card).toHaveTextContent('Come early!');

  fireEvent.click(saveButton());
  await arrivedAt('/schedules/3?date=2026-12-02');
  const [request] = api.sent('PUT', '/posts/41');
  expect(json(request)).toMatchObject({
    variants: { linkedin: 'We are hiring bakers' },
    media_ids: [5],
    link_url: 'https://bakery.example/menu',
    link_meta: link,
    channels: ['facebook', 'instagram'],
    first_comment: 'Open 7–19',
    state: 'scheduled',
    date: '2026-12-01',
    time: '09:30',
  });
});

it('asks before following a link away from unsaved changes, and follows it once confirmed', async () => {
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  type(await screen.findByLabelText('Caption'), 'Half written');
  fireEvent.click(screen.getByText('Open Connections'));
  expect(await screen.findByText('Leave without saving?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  fireEvent.click(screen.getByText('Leave'));
  await arrivedAt('/pages/account-setting/connections');
});

it('speaks Arabic', async () => {
  await i18n.changeLanguage('ar');
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  expect(await screen.findByLabelText('التعليق')).toBeInTheDocument();
  expect(screen.getByText('منشور جديد')).toBeInTheDocument();
  expect(screen.getByTestId('zone-label')).toHaveTextContent('المنطقة الزمنية: Europe/Berlin (UTC+01:00)');
  expect(screen.getByText('حفظ المنشور')).toBeInTheDocument();
});
