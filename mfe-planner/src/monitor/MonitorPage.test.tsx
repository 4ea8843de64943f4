import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import { ok, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';
import { makeRow, makeTarget, monitorAnswer } from './testing/monitor-answers';
import { renderMonitor } from './testing/render-monitor';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
});
afterEach(stopPlannerApi);

const MONITOR = '/schedules/auto-publishing-monitor';
const query = (request: { url: string }) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);
const row = (postId: number) => within(screen.getByTestId(`monitor-row-${postId + 1000}`));

async function pick(name: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(name));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

it('shows account, post, targets, time in the planner zone, status and actions for each state', async () => {
  api.on('GET', MONITOR, ok(monitorAnswer([
    makeRow(41, { caption: 'Fresh bread every morning' }),
    makeRow(42, { state: 'active', caption: 'Croissant Tuesday' }),
    makeRow(43, { state: 'processing', targets: [makeTarget(430, { state: 'unconfirmed' })] }),
    makeRow(44, {
      state: 'published',
      targets: [
        makeTarget(440, { state: 'published', link: 'https://facebook.example/posts/1' }),
        makeTarget(441, { platform: 'twitter', identifier_name: '@bakery', state: 'published', link: 'https://x.example/status/9' }),
      ],
    }),
    makeRow(45, {
      state: 'failure',
      targets: [
        makeTarget(450, { platform: 'linkedin', identifier_name: 'Bakery GmbH', state: 'failure', error: 'LinkedIn no longer accepts our access: reconnect LinkedIn.', action: 'reconnect' }),
        makeTarget(451, { platform: 'instagram', identifier_name: 'bakery.berlin', state: 'failure', error: 'Instagram is busy right now.', action: 'retry', next_attempt_at: '2026-12-01T08:45:00.000Z' }),
        makeTarget(452, { state: 'failure', error: 'The image is too large for Facebook.', action: 'fix' }),
      ],
    }),
  ])));
  renderMonitor();

  for (const title of ['Account', 'Post preview', 'Publishing on', 'Publishing time', 'Status', 'Actions'])
    expect(await screen.findByRole('columnheader', { name: title })).toBeInTheDocument();

  const first = row(41);
  expect(first.getByText('Bakery Berlin')).toBeInTheDocument();
  expect(first.getByText('Bread and cakes')).toBeInTheDocument();
  expect(first.getByText('Fresh bread every morning')).toBeInTheDocument();
  expect(first.getByText('Facebook')).toBeInTheDocument();
  expect(first.getByText('Bakery Page')).toBeInTheDocument();
  expect(first.getByText('Dec 1, 2026 09:30')).toBeInTheDocument();
  expect(first.getByText('Europe/Berlin')).toBeInTheDocument();
  expect(first.getByTestId('monitor-status')).toHaveTextContent('Scheduled');
  expect(first.getByRole('button', { name: 'Publish now: Fresh bread every morning' })).toBeInTheDocument();
  expect(first.getByRole('button', { name: 'Disable auto publishing: Fresh bread every morning' })).toBeInTheDocument();

  // 'active' reads Scheduled and can still be acted on.
  expect(row(42).getByTestId('monitor-status')).toHaveTextContent('Scheduled');
  expect(row(42).getByText('Publish now')).toBeInTheDocument();

  expect(row(43).getByTestId('monitor-status')).toHaveTextContent('Publishing');
  expect(row(43).getByText('Publishing…')).toBeInTheDocument();
  expect(row(43).queryByText('Publish now')).not.toBeInTheDocument();

  expect(row(44).getByTestId('monitor-status')).toHaveTextContent('Published');
  const fbLink = row(44).getByRole('link', { name: 'View post on Facebook (Bakery Page)' });
  expect(fbLink).toHaveAttribute('href', 'https://facebook.example/posts/1');
  expect(fbLink).toHaveAttribute('target', '_blank');
  expect(fbLink.getAttribute('rel')).toContain('noopener');
  expect(row(44).getByRole('link', { name: 'View post on Twitter (@bakery)' })).toHaveAttribute('href', 'https://x.example/status/9');
  expect(row(44).queryByText('Disable auto publishing')).not.toBeInTheDocument();

  const failed = row(45);
  expect(failed.getByTestId('monitor-status')).toHaveTextContent('Failure');
  expect(failed.getByText('LinkedIn no longer accepts our access: reconnect LinkedIn.')).toBeInTheDocument();
  expect(failed.getByRole('link', { name: 'Reconnect LinkedIn' })).toHaveAttribute('href', '/pages/account-setting/connections');
  expect(failed.getByText('Instagram is busy right now.')).toBeInTheDocument();
  expect(failed.getByText('Cadence will retry at Dec 1, 2026 9:45 AM')).toBeInTheDocument();
  expect(failed.getByText('The image is too large for Facebook.')).toBeInTheDocument();
  expect(failed.getByRole('link', { name: 'Edit the post' })).toHaveAttribute('href', '/posts/edit/45');
  expect(failed.queryByText('Publish now')).not.toBeInTheDocument();
});

it('publishes now: the row reads Publishing at once, then Published as the watcher refreshes it', async () => {
  let published = false;
  api.on('GET', MONITOR, () =>
    ok(monitorAnswer([published
      ? makeRow(41, { state: 'published', targets: [makeTarget(410, { state: 'published', link: 'https://facebook.example/posts/41' })] })
      : makeRow(41, { state: 'scheduled', targets: [makeTarget(410)] })])),
  );
  api.on('PUT', '/posts/publish-now/41', () => {
    // The next list the watcher asks for has it out already.
    published = true;
    return ok({ row: makeRow(41, { state: 'processing', targets: [makeTarget(410, { state: 'processing' })] }) });
  });
  renderMonitor();
  fireEvent.click(await screen.findByRole('button', { name: 'Publish now: Post number 41' }));

  await waitFor(() => expect(row(41).getByTestId('monitor-status')).toHaveTextContent('Publishing'));
  expect(api.sent('PUT', '/posts/publish-now/41')).toHaveLength(1);
  expect(await screen.findByText('Publishing started.')).toBeInTheDocument();
  expect(row(41).queryByText('Publish now')).not.toBeInTheDocument();
  expect(api.sent('GET', MONITOR)).toHaveLength(1);

  // Every 5 s while something is in flight.
  await waitFor(() => expect(row(41).getByTestId('monitor-status')).toHaveTextContent('Published'), { timeout: 20000 });
  expect(row(41).getByRole('link', { name: 'View post on Facebook (Bakery Page)' })).toHaveAttribute('href', 'https://facebook.example/posts/41');
  const asked = api.sent('GET', MONITOR).length;
  expect(asked).toBe(2);
  // Nothing in flight any more: no further refresh.
  await new Promise((resolve) => setTimeout(resolve, 5500));
  expect(api.sent('GET', MONITOR)).toHaveLength(asked);
}, 60000);

it('asks before disabling auto publishing, then reloads the list', async () => {
  let disabled = false;
  api.on('GET', MONITOR, () => ok(monitorAnswer(disabled ? [] : [makeRow(41, { caption: 'Rye day' })])));
  api.on('PUT', '/posts/disable-auto-publishing/41', () => {
    disabled = true;
    return { status: 200, body: { success: true, message: 'Automatic publishing is off for this post.' } };
  });
  renderMonitor();
  fireEvent.click(await screen.findByRole('button', { name: 'Disable auto publishing: Rye day' }));
  expect(await screen.findByText('Disable auto publishing?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();

  // Cancel leaves it alone.
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Disable auto publishing?', { selector: '.ant-modal-confirm-title' })).not.toBeInTheDocument());
  expect(api.sent('PUT', '/posts/disable-auto-publishing/41')).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Disable auto publishing: Rye day' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, disable it' }));
  await waitFor(() => expect(api.sent('PUT', '/posts/disable-auto-publishing/41')).toHaveLength(1));
  expect(await screen.findByText('No auto-published posts yet')).toBeInTheDocument();
  expect(api.sent('GET', MONITOR)).toHaveLength(2);
});

it('shows the server reason when publish now is refused, and reloads the row', async () => {
  api.on('GET', MONITOR, ok(monitorAnswer([makeRow(41)])));
  api.on('PUT', '/posts/publish-now/41', { status: 422, body: { message: 'Only a scheduled post can be changed here.', errors: { postId: ['Only a scheduled post can be changed here.'] } } });
  renderMonitor();
  fireEvent.click(await screen.findByRole('button', { name: 'Publish now: Post number 41' }));
  expect(await screen.findByText('Only a scheduled post can be changed here.')).toBeInTheDocument();
  await waitFor(() => expect(api.sent('GET', MONITOR)).toHaveLength(2));
});

it('puts the search (debounced), the channel and the state in the URL and in the request', async () => {
  api.on('GET', MONITOR, ok(monitorAnswer([makeRow(41)])));
  renderMonitor(`${MONITOR}?state=failure`);
  await screen.findByTestId('monitor-row-1041');
  expect(query(api.sent('GET', MONITOR)[0])).toEqual({ state: 'failure' });

  fireEvent.change(screen.getByLabelText('Search posts'), { target: { value: 'b' } });
  fireEvent.change(screen.getByLabelText('Search posts'), { target: { value: 'bread' } });
  await waitFor(() => expect(screen.getByTestId('current-search')).toHaveTextContent('?q=bread&state=failure'));
  await waitFor(() => expect(query(api.sent('GET', MONITOR).at(-1)!)).toEqual({ q: 'bread', state: 'failure' }));
  // One request for the whole word, not one per key.
  expect(api.sent('GET', MONITOR).filter((r) => query(r).q === 'b')).toHaveLength(0);

  await pick('Channel', 'Instagram');
  await waitFor(() => expect(screen.getByTestId('current-search')).toHaveTextContent('?q=bread&channel=instagram&state=failure'));
  await waitFor(() => expect(query(api.sent('GET', MONITOR).at(-1)!)).toEqual({ q: 'bread', channel: 'instagram', state: 'failure' }));

  await pick('Channel', 'All');
  await waitFor(() => expect(query(api.sent('GET', MONITOR).at(-1)!)).toEqual({ q: 'bread', state: 'failure' }));
});

it('pages through the rows', async () => {
  api.on('GET', MONITOR, (request) => {
    const page = Number(query(request).page ?? 1);
    return ok(monitorAnswer([makeRow(page === 2 ? 61 : 41)], 25, page));
  });
  renderMonitor();
  await screen.findByTestId('monitor-row-1041');
  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByTestId('monitor-row-1061')).toBeInTheDocument();
  expect(screen.getByTestId('current-search')).toHaveTextContent('?page=2');
  expect(query(api.sent('GET', MONITOR).at(-1)!)).toEqual({ page: '2' });
});

it('says when there is nothing yet, when nothing matches, and offers a retry when loading fails', async () => {
  let fail = true;
  api.on('GET', MONITOR, (request) => (fail ? { status: 500, body: { message: 'Boom' } } : ok(monitorAnswer(query(request).channel ? [] : []))));
  renderMonitor();
  expect(await screen.findByText('The auto-published posts could not be loaded.')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No auto-published posts yet')).toBeInTheDocument();
  await pick('Channel', 'LinkedIn');
  expect(await screen.findByText('No auto-published post matches these filters.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Clear filters'));
  await waitFor(() => expect(screen.getByTestId('current-search')).toBeEmptyDOMElement());
});

it('says the monitor is not in the plan when the feature gate refuses it, without a retry that cannot work', async () => {
  api.on('GET', MONITOR, { status: 403, body: { message: 'Your plan does not include this feature. Upgrade to use it.', feature: 'auto-publishing' } });
  renderMonitor();
  expect(await screen.findByText('Auto publishing is not part of your plan.')).toBeInTheDocument();
  expect(screen.queryByText('The auto-published posts could not be loaded.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('opens the preview of a post from its cell, with where it went', async () => {
  api.on('GET', MONITOR, ok(monitorAnswer([
    makeRow(44, { state: 'published', caption: 'Rye day', targets: [makeTarget(440, { state: 'published', link: 'https://facebook.example/posts/1' })] }),
  ])));
  api.on('GET', '/posts/44/feedback', ok({ review_status: 'none', feedback: [] }));
  renderMonitor();
  const cell = await screen.findByRole('button', { name: 'Preview: Rye day' });
  cell.focus();
  fireEvent.click(cell);
  const modal = await waitFor(() => {
    const found = screen.getByText('Post preview', { selector: '.ant-modal-title' }).closest('.ant-modal');
    if (!(found instanceof HTMLElement)) throw new Error('no preview');
    return found;
  });
  expect(within(modal).getByText('Rye day')).toBeInTheDocument();
  expect(within(modal).getByText('Nadia Haddad')).toBeInTheDocument();
  expect(within(modal).getByRole('link', { name: 'View post on Facebook (Bakery Page)' })).toHaveAttribute('href', 'https://facebook.example/posts/1');
});
