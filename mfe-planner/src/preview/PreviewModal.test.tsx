import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import SchedulePage from '../pages/SchedulePage';
import { ACCOUNT, makeDetail, makeItem, scheduleAnswer } from '../../test/calendar-support/fixtures';
import { ok, renderPage, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
});
afterEach(stopPlannerApi);

const LINK_POST = makeItem(5, '2026-03-30T07:00:00.000Z', '2026-03-30T09:00', {
  type: 'link',
  caption: 'Our new spring menu is here',
  channels: ['facebook', 'twitter'],
  channelsName: 'Facebook, Twitter',
  data: { caption: 'Our new spring menu is here', image: null, url: 'https://bakery.example/menu' },
  meta: { title: 'Spring menu', description: 'Fresh bread and cakes', host: 'bakery.example', image: 'https://bakery.example/cover.jpg' },
  media: [{ id: 1, kind: 'image', url: '/media/show/abc.jpg', mime: 'image/jpeg', size: 1000, width: 100, height: 100 }],
  review_status: 'changes_requested',
});

async function openPreview(): Promise<HTMLElement> {
  renderPage(<SchedulePage />, '/schedules/3?view=month&date=2026-03-15', '/schedules/:id');
  fireEvent.click(await screen.findByTestId('post-5'));
  return waitFor(() => {
    const modal = screen.getByText('Post preview', { selector: '.ant-modal-title' }).closest('.ant-modal');
    if (!(modal instanceof HTMLElement)) throw new Error(`no preview ${document.querySelector('.ant-modal')?.outerHTML.slice(0, 600) ?? screen.queryByTestId('elsewhere')?.textContent ?? 'none'}`);
    return modal;
  });
}

beforeEach(() => {
  api.on('GET', '/posts/5/feedback', ok({ review_status: 'changes_requested', feedback: [{ verdict: 'changes_requested', comment: 'Use the new logo', author_name: 'Cleo Client', created_at: '2026-03-20T10:00:00.000Z' }] }));
});

it("shows the post's date in the planner zone, type, channels, caption, image, link card, owner and feedback", async () => {
  api.on('GET', '/schedules/3', ok(scheduleAnswer([LINK_POST])));
  const modal = await openPreview();
  expect(within(modal).getByText('Monday, March 30, 2026 9:00 AM · Europe/Berlin (UTC+02:00)')).toBeInTheDocument();
  expect(within(modal).getByText('Link post')).toBeInTheDocument();
  expect(within(modal).getByText('Facebook, Twitter')).toBeInTheDocument();
  expect(within(modal).getByText('Our new spring menu is here')).toBeInTheDocument();
  expect(within(modal).getByAltText('Image 1 of the post')).toHaveAttribute('src', '/media/show/abc.jpg');
  const card = within(modal).getByTestId('link-card');
  expect(card).toHaveTextContent('bakery.example');
  expect(card).toHaveTextContent('Spring menu');
  expect(card).toHaveTextContent('Fresh bread and cakes');
  expect(card.closest('a')).toHaveAttribute('href', 'https://bakery.example/menu');
  expect(within(modal).getByText(ACCOUNT.user.full_name)).toBeInTheDocument();
  expect(within(modal).getByTestId('review-status')).toHaveTextContent('Changes requested');
  expect(await within(modal).findByText('Use the new logo')).toBeInTheDocument();
  expect(within(modal).getByText('Cleo Client')).toBeInTheDocument();
  fireEvent.click(within(modal).getByText('Edit'));
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/posts/edit/5');
});

it('duplicates the post and reloads the calendar', async () => {
  api.on('GET', '/schedules/3', () =>
    ok(scheduleAnswer(api.sent('POST', '/posts/5/duplicate').length ? [LINK_POST, makeItem(6, '2026-03-30T07:00:00.000Z', '2026-03-30T09:00', { state: 'draft' })] : [LINK_POST])),
  );
  api.on('POST', '/posts/5/duplicate', ok({ post: makeDetail(6, '2026-03-30', '09:00') }));
  const modal = await openPreview();
  fireEvent.click(within(modal).getByText('Duplicate'));
  expect(await screen.findByText('The post has been duplicated as a draft.')).toBeInTheDocument();
  expect(await screen.findByTestId('post-6')).toBeInTheDocument();
});

it("deletes the post after the spec's confirmation, then says so", async () => {
  api.on('GET', '/schedules/3', () => ok(scheduleAnswer(api.sent('DELETE', '/posts/5').length ? [] : [LINK_POST])));
  api.on('DELETE', '/posts/5', { status: 200, body: { success: true } });
  const modal = await openPreview();
  fireEvent.click(within(modal).getByText('Delete'));
  expect(await screen.findByText('Are you sure?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  expect(screen.getByText("You won't be able to revert this!")).toBeInTheDocument();
  fireEvent.click(screen.getByText('Yes, delete it!'));
  expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  expect(screen.getByText('Your post has been deleted.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('post-5')).not.toBeInTheDocument());
  expect(api.sent('DELETE', '/posts/5')).toHaveLength(1);
});
