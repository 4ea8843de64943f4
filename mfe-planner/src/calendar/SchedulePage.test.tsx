import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@cadence/shared-lib';
import type { TestApi } from '@cadence/shared-lib/testing';
import SchedulePage from '../pages/SchedulePage';
import { ACCOUNT, makeDetail, makeItem, scheduleAnswer } from '../../test/calendar-support/fixtures';
import { invalid, json, ok, renderPage, startPlannerApi, stopPlannerApi } from '../../test/calendar-support/render';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
});
afterEach(stopPlannerApi);

const TOKYO = { ...ACCOUNT, timezone: 'Asia/Tokyo' };
// 16:30Z on the 30th is already 01:30 on the 31st in Tokyo.
const LATE = makeItem(1, '2026-03-30T16:30:00.000Z', '2026-03-31T01:30', { caption: 'Spring menu' });

function show(query = 'view=month&date=2026-03-15') {
  renderPage(<SchedulePage />, `/schedules/3?${query}`, '/schedules/:id');
}

const day = (date: string) => screen.getByTestId(`day-${date}`);

it("places posts on their local day in the planner's zone, asking for the month's window", async () => {
  api.on('GET', '/schedules/3', ok(scheduleAnswer([LATE], TOKYO)));
  show();
  const chip = await screen.findByTestId('post-1');
  expect(day('2026-03-31')).toContainElement(chip);
  expect(chip).toHaveTextContent('01:30');
  expect(chip).toHaveAccessibleName('01:30 · Text post · Facebook, LinkedIn · Scheduled · Spring menu');
  expect(screen.getByTestId('calendar-zone')).toHaveTextContent('Times in Asia/Tokyo (UTC+09:00)');
  // A 6-week grid from the Sunday before March 1st (English weeks start on Sunday).
  expect(api.sent('GET', '/schedules/3').at(-1)?.url).toContain('from=2026-03-01&to=2026-04-11');
  expect(screen.getByRole('heading', { name: 'Bakery' })).toBeInTheDocument();
});

it('reschedules a dragged post to the new day at the same time, and puts it back when refused', async () => {
  api.on('GET', '/schedules/3', ok(scheduleAnswer([LATE], TOKYO)));
  let attempt = 0;
  api.on('PUT', '/posts/1/reschedule', () =>
    ++attempt === 1 ? ok({ post: makeDetail(1, '2026-03-20', '01:30') }) : invalid('date', 'The date and time must be in the future.'),
  );
  show();
  const chip = await screen.findByTestId('post-1');
  fireEvent.dragStart(chip);
  fireEvent.dragOver(day('2026-03-20'));
  fireEvent.drop(day('2026-03-20'));
  expect(day('2026-03-20')).toContainElement(screen.getByTestId('post-1'));
  expect(await screen.findByText('The post has been moved.')).toBeInTheDocument();
  expect(json(api.sent('PUT', '/posts/1/reschedule')[0])).toEqual({ date: '2026-03-20', time: '01:30' });

  fireEvent.dragStart(screen.getByTestId('post-1'));
  fireEvent.drop(day('2026-03-02'));
  expect(await screen.findByText('The date and time must be in the future.')).toBeInTheDocument();
  await waitFor(() => expect(day('2026-03-20')).toContainElement(screen.getByTestId('post-1')));
});

it('moves a post with the keyboard: M, arrows, Enter; Escape cancels; each step is announced', async () => {
  api.on('GET', '/schedules/3', ok(scheduleAnswer([LATE], TOKYO)));
  api.on('PUT', '/posts/1/reschedule', ok({ post: makeDetail(1, '2026-03-25', '01:30') }));
  show();
  const chip = await screen.findByTestId('post-1');
  act(() => chip.focus());
  fireEvent.keyDown(chip, { key: 'm' });
  expect(screen.getByTestId('calendar-announcer')).toHaveTextContent('Moving the post.');
  fireEvent.keyDown(chip, { key: 'ArrowRight' });
  expect(screen.getByTestId('calendar-announcer')).toHaveTextContent('Target: Wednesday April 1, 2026 at 01:30.');
  fireEvent.keyDown(chip, { key: 'Escape' });
  expect(screen.getByTestId('calendar-announcer')).toHaveTextContent('Move cancelled.');
  expect(api.sent('PUT', '/posts/1/reschedule')).toHaveLength(0);

  fireEvent.keyDown(chip, { key: 'M' });
  fireEvent.keyDown(chip, { key: 'ArrowUp' }); // a week earlier
  fireEvent.keyDown(chip, { key: 'ArrowRight' });
  fireEvent.keyDown(chip, { key: 'ArrowLeft' });
  fireEvent.keyDown(chip, { key: 'ArrowLeft' });
  fireEvent.keyDown(chip, { key: 'Enter' });
  expect(screen.getByTestId('calendar-announcer')).toHaveTextContent('Moved to Monday March 23, 2026 at 01:30.');
  await waitFor(() => expect(api.sent('PUT', '/posts/1/reschedule')).toHaveLength(1));
  expect(json(api.sent('PUT', '/posts/1/reschedule')[0])).toEqual({ date: '2026-03-23', time: '01:30' });
});

it('drops a post on a week slot at that hour, keeping its minutes', async () => {
  api.on('GET', '/schedules/3', ok(scheduleAnswer([makeItem(2, '2026-03-17T00:45:00.000Z', '2026-03-17T09:45')], TOKYO)));
  api.on('PUT', '/posts/2/reschedule', ok({ post: makeDetail(2, '2026-03-19', '14:45') }));
  show('view=week&date=2026-03-17');
  const chip = await screen.findByTestId('post-2');
  expect(screen.getByTestId('slot-2026-03-17-09:00')).toContainElement(chip);
  fireEvent.dragStart(chip);
  fireEvent.drop(screen.getByTestId('slot-2026-03-19-14:00'));
  await waitFor(() => expect(api.sent('PUT', '/posts/2/reschedule')).toHaveLength(1));
  expect(json(api.sent('PUT', '/posts/2/reschedule')[0])).toEqual({ date: '2026-03-19', time: '14:45' });
  expect(screen.getByTestId('slot-2026-03-19-14:00')).toContainElement(screen.getByTestId('post-2'));
});

it('creates a post on a clicked day, and switches views through the URL', async () => {
  api.on('GET', '/schedules/3', ok(scheduleAnswer([LATE], TOKYO)));
  show();
  await screen.findByTestId('post-1');
  fireEvent.click(screen.getByText('List'));
  expect(await screen.findByTestId('list-day-2026-03-31')).toBeInTheDocument();
  expect(api.sent('GET', '/schedules/3').at(-1)?.url).toContain('from=2026-03-15&to=2026-04-14');
  fireEvent.click(screen.getByText('Month'));
  fireEvent.click(await screen.findByRole('button', { name: 'New post on Friday March 20, 2026' }));
  expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/posts/create/3?date=2026-03-20&time=09:00');
});

it('shows the error state with a retry', async () => {
  let calls = 0;
  api.on('GET', '/schedules/3', () => (++calls === 1 ? { status: 500, body: { message: 'Boom' } } : ok(scheduleAnswer([LATE], TOKYO))));
  show();
  expect(await screen.findByText('The calendar could not be loaded.')).toBeInTheDocument();
  fireEvent.click(screen.getByText('Retry'));
  expect(await screen.findByTestId('post-1')).toBeInTheDocument();
});

it('runs right to left in Arabic, weeks starting on Saturday', async () => {
  api.on('GET', '/schedules/3', ok(scheduleAnswer([LATE], TOKYO)));
  await i18n.changeLanguage('ar');
  show();
  await screen.findByTestId('post-1');
  expect(screen.getByTestId('calendar-grid')).toHaveAttribute('dir', 'rtl');
  expect(api.sent('GET', '/schedules/3').at(-1)?.url).toContain('from=2026-02-28');
  expect(within(screen.getByTestId('calendar-grid')).getAllByText(/.+/)[0]).toHaveTextContent('سبت');
});
