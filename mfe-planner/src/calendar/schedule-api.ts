// The calendar's calls: a planner's window of posts (GET /schedules/:id) and the drag's reschedule.
import { call } from '@cadence/shared-lib';
import type { ScheduleAccount } from '@cadence/shared-lib/contract';
import { fromSchedulePost, toEntry, type CalendarEntry, type PreviewPost } from '../preview/preview-model';

export interface PlannerSchedule {
  account: ScheduleAccount;
  entries: CalendarEntry[];
  unscheduled: PreviewPost[];
}

export async function loadSchedule(plannerId: number, from: string, to: string): Promise<PlannerSchedule> {
  const { data } = await call('schedule', { params: { id: plannerId }, query: { from, to } });
  const zone = data.account.timezone;
  const entries: CalendarEntry[] = [];
  for (const item of data.schedule) {
    const entry = toEntry(fromSchedulePost(item.post, item.start_date, zone), zone);
    if (entry) entries.push(entry);
  }
  return { account: data.account, entries, unscheduled: data.unscheduled.map((item) => fromSchedulePost(item.post, null, zone)) };
}

/** Moves a post to a local date and time; answers where the server placed it. */
export async function reschedule(postId: number, date: string, time: string): Promise<{ date: string; time: string }> {
  const { post } = (await call('reschedulePost', { params: { postId }, body: { date, time } })).data;
  return { date: post.date ?? date, time: post.time ?? time };
}
