import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import { makePlanner, makePost, makeQueueEntry } from '../editor/testing/answers';
import { json, ok, renderPlannerPage, startPlannerApi, stopPlannerApi } from '../editor/testing/render-planner-page';

let api: TestApi;
const cafe = { id: 4, name: 'Café Lisbon', color: '#28c76f', timezone: 'Europe/Lisbon' };
const meta = (total: number, page = 1) => ({ total, page, per_page: 20, last_page: Math.max(1, Math.ceil(total / 20)) });

beforeEach(async () => {
  api = await startPlannerApi();
  api.on('GET', '/accounts', ok({ accounts: [makePlanner(), makePlanner({ ...cafe })] }));
});
afterEach(stopPlannerApi);

const query = (request: { url: string }) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);
const row = (id: number) => screen.getByTestId(`queue-row-${id}`);

/** Opens an antd select (by its accessible name) and picks the option with this label. */
async function pick(name: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(name));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

it('lists upcoming posts by day with planner, time in its zone, channels, caption, state and review', async () => {
  api.on('GET', '/posts/queue', ok({
    posts: [
      makeQueueEntry(41, { caption: 'Fresh bread every morning', channels: ['facebook', 'twitter'], review: 'approved' }),
      makeQueueEntry(42, { time: '18:00', planner: cafe, caption: 'Pastel de nata', state: 'draft', channels: [] }),
      makeQueueEntry(43, { date: '2026-12-02', time: '08:15', caption: 'Rye day' }),
    ],
    meta: meta(3),
  }));
  renderPlannerPage('/posts/queue');

  expect(await screen.findByText('Tuesday, December 1, 2026')).toBeInTheDocument();
  expect(screen.getByText('Wednesday, December 2, 2026')).toBeInTheDocument();
  const first = within(row(41));
  expect(first.getByText('09:30')).toBeInTheDocument();
  expect(first.getByText('Europe/Berlin')).toBeInTheDocument();
  expect(first.getByText('Bakery Berlin')).toBeInTheDocument();
  expect(first.getByText('Facebook')).toBeInTheDocument();
  expect(first.getByText('X')).toBeInTheDocument();
  expect(first.getByText('Fresh bread every morning')).toBeInTheDocument();
  expect(first.getByText('Scheduled')).toBeInTheDocument();
  expect(first.getByText('Approved')).toBeInTheDocument();
  const second = within(row(42));
  expect(second.getByText('Café Lisbon')).toBeInTheDocument();
  expect(second.getByText('Europe/Lisbon')).toBeInTheDocument();
  expect(second.getByText('Draft')).toBeInTheDocument();
  expect(second.getByText('No channel')).toBeInTheDocument();
});

it('keeps the filters in the URL and sends them, and pages through the queue', async () => {
  api.on('GET', '/posts/queue', (request) => {
    const q = query(request);
    return ok({ posts: [makeQueueEntry(q.page === '2' ? 61 : 41)], meta: meta(45, Number(q.page ?? 1)) });
  });
  renderPlannerPage('/posts/queue?state=scheduled');
  await screen.findByTestId('queue-row-41');
  expect(query(api.sent('GET', '/posts/queue')[0])).toEqual({ state: 'scheduled' });

  await pick('Channel', 'X');
  await waitFor(() => expect(screen.getByTestId('current-search')).toHaveTextContent('?channel=twitter&state=scheduled'));
  await waitFor(() => expect(query(api.sent('GET', '/posts/queue').at(-1)!)).toEqual({ channel: 'twitter', state: 'scheduled' }));

  await pick('Planner', 'Café Lisbon');
  await waitFor(() => expect(screen.getByTestId('current-search')).toHaveTextContent('?planner=4&channel=twitter&state=scheduled'));
  await waitFor(() => expect(query(api.sent('GET', '/posts/queue').at(-1)!)).toEqual({ planner: '4', channel: 'twitter', state: 'scheduled' }));

  fireEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(screen.getByTestId('current-search')).toHaveTextContent('page=2'));
  expect(await screen.findByTestId('queue-row-61')).toBeInTheDocument();
  expect(query(api.sent('GET', '/posts/queue').at(-1)!)).toEqual({ planner: '4', channel: 'twitter', state: 'scheduled', page: '2' });
});

it('reschedules a post from its row with a new date and time', async () => {
  let moved = false;
  api.on('GET', '/posts/queue', () => ok({ posts: [makeQueueEntry(41, moved ? { date: '2026-12-05', time: '11:15' } : {})], meta: meta(1) }));
  api.on('PUT', '/posts/41/reschedule', () => {
    moved = true;
    return ok({ post: makePost({ id: 41, date: '2026-12-05', time: '11:15' }) });
  });
  renderPlannerPage('/posts/queue');
  fireEvent.click(await screen.findByLabelText('Reschedule the post of 2026-12-01 09:30'));

  const date = await screen.findByLabelText('New date');
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: '2026-12-05' } });
  fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
  const time = screen.getByLabelText('New time');
  fireEvent.mouseDown(time);
  fireEvent.change(time, { target: { value: '11:15' } });
  fireEvent.keyDown(time, { key: 'Enter', code: 'Enter' });
  fireEvent.click(screen.getByText('Move post'));

  await waitFor(() => expect(api.sent('PUT', '/posts/41/reschedule')).toHaveLength(1));
  expect(json(api.sent('PUT', '/posts/41/reschedule')[0])).toEqual({ date: '2026-12-05', time: '11:15' });
  expect(await screen.findByText('The post has been rescheduled.')).toBeInTheDocument();
  expect(await screen.findByText('Saturday, December 5, 2026')).toBeInTheDocument();
});

it('opens the preview from a row and goes on to the editor', async () => {
  api.on('GET', '/posts/queue', ok({ posts: [makeQueueEntry(41, { caption: 'Fresh bread every morning' })], meta: meta(1) }));
  api.on('GET', '/posts/41', ok({ post: makePost({ id: 41, caption: 'Fresh bread every morning' }) }));
  renderPlannerPage('/posts/queue');
  fireEvent.click(within(await screen.findByTestId('queue-row-41')).getByText('Bakery Berlin'));
  expect(await screen.findByText('Post in Bakery Berlin')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Preview on Facebook' })).toHaveTextContent('Fresh bread every morning');
  fireEvent.click(screen.getByText('Edit', { selector: '.ant-modal-footer button span' }));
  expect(await screen.findByText('Edit post')).toBeInTheDocument();
  expect(screen.getByLabelText('Caption')).toHaveValue('Fresh bread every morning');
});

it('says when nothing is queued, and when no post matches the filters', async () => {
  api.on('GET', '/posts/queue', ok({ posts: [], meta: meta(0) }));
  renderPlannerPage('/posts/queue');
  expect(await screen.findByText("No upcoming posts. Plan some on a content planner's calendar.")).toBeInTheDocument();
  await pick('State', 'Failed');
  expect(await screen.findByText('No upcoming posts match these filters.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Clear filters'));
  await waitFor(() => expect(screen.getByTestId('current-search')).toBeEmptyDOMElement());
});

it('creates, copies and revokes a link that shares the queue', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const link = { id: 9, kind: 'queue', url: '/posts/queue/users/abc123', created_at: '2026-11-20T10:00:00.000Z', revoked_at: null };
  api.on('GET', '/posts/queue', ok({ posts: [], meta: meta(0) }));
  api.on('GET', '/posts/queue/share-links', ok({ links: [] }));
  api.on('POST', '/posts/queue/share-links', ok({ link }));
  api.on('DELETE', '/share-links/9', ok({ link: { ...link, revoked_at: '2026-11-21T10:00:00.000Z' } }));
  renderPlannerPage('/posts/queue');

  fireEvent.click(await screen.findByText('Share queue'));
  expect(await screen.findByText('No active link yet.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Create a link'));
  const url = await screen.findByLabelText('Queue link');
  expect(url).toHaveValue(`${window.location.origin}/posts/queue/users/abc123`);
  fireEvent.click(screen.getByText('Copy link'));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/posts/queue/users/abc123`));
  expect(await screen.findByText('The link has been copied.')).toBeInTheDocument();

  fireEvent.click(screen.getByText('Revoke'));
  expect(await screen.findByText('Are you sure?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  fireEvent.click(screen.getByText('Yes, revoke it!'));
  expect(await screen.findByText('The link has been revoked.')).toBeInTheDocument();
  expect(api.sent('DELETE', '/share-links/9')).toHaveLength(1);
  expect(screen.queryByLabelText('Queue link')).not.toBeInTheDocument();
});
