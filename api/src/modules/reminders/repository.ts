// Reminder queries. Local dates and times are computed by PostgreSQL from the IANA zone of each
// post's planner (AT TIME ZONE follows the zone's DST rules, so 07:00 is 07:00 on switch days too).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postReminders } from '../../db/schema';
import { REMINDED_STATES, REMINDER_FROM_LOCAL, REMINDER_UNTIL_LOCAL } from './policy';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DueReminder {
  user_id: number;
  /** YYYY-MM-DD in the zone of the planner whose morning it is. */
  local_date: string;
}

export interface ReminderPost {
  id: number;
  title: string | null;
  caption: string;
  channels: string[];
  scheduled_at: Date;
  planner_name: string;
  timezone: string;
}

export interface ReminderRecipient {
  email: string;
  full_name: string;
}

const states = sql.join(
  REMINDED_STATES.map((s) => sql`${s}`),
  sql`, `,
);

export class ReminderRepository {
  constructor(private readonly db: Database) {}

  /**
   * (user, local date) pairs whose morning has come in some planner's zone, with posts that day in
   * that zone and no reminder yet. A local day is at most 25 hours long, so posts further than 26
   * hours from now cannot share it: the bound lets the (user_id, scheduled_at) index do the work.
   */
  async due(now: Date): Promise<DueReminder[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const localNow = sql`(${at} at time zone pl.timezone)`;
    const result = await this.db.execute<{ user_id: string | number; local_date: string }>(sql`
      select distinct p.user_id, to_char(${localNow}::date, 'YYYY-MM-DD') as local_date
      from users u
      join posts p on p.user_id = u.id
      join planners pl on pl.id = p.planner_id
      where u.notify_post_reminder
        and u.suspended_at is null
        and p.state in (${states})
        and p.scheduled_at >= ${at} - interval '26 hours'
        and p.scheduled_at < ${at} + interval '26 hours'
        and (p.scheduled_at at time zone pl.timezone)::date = ${localNow}::date
        and ${localNow}::time >= ${REMINDER_FROM_LOCAL}::time
        and ${localNow}::time < ${REMINDER_UNTIL_LOCAL}::time
        and not exists (
          select 1 from post_reminders r where r.user_id = u.id and r.local_date = ${localNow}::date
        )
      order by p.user_id`);
    return result.rows.map((r) => ({ user_id: Number(r.user_id), local_date: r.local_date }));
  }

  /**
   * Takes the (user, date) slot. A second worker racing for it waits on the first one's
   * uncommitted row, then finds the conflict: only one of them sends.
   */
  async claim(tx: Tx, userId: number, localDate: string, now: Date): Promise<boolean> {
    const rows = await tx
      .insert(postReminders)
      .values({ user_id: userId, local_date: localDate, sent_at: now })
      .onConflictDoNothing()
      .returning({ user_id: postReminders.user_id });
    return rows.length > 0;
  }

  async recipient(tx: Tx, userId: number): Promise<ReminderRecipient | undefined> {
    const result = await tx.execute<{ email: string; full_name: string }>(sql`select email, full_name from users where id = ${userId}`);
    return result.rows[0];
  }

  /** The user's posts on that local date, each read in its own planner's zone, in time order. */
  async postsOn(tx: Tx, userId: number, localDate: string): Promise<ReminderPost[]> {
    const result = await tx.execute<{
      id: string | number;
      title: string | null;
      caption: string;
      channels: string[];
      scheduled_at: string | Date;
      planner_name: string;
      timezone: string;
    }>(sql`
      select p.id, p.title, p.caption, p.channels, p.scheduled_at, pl.name as planner_name, pl.timezone
      from posts p
      join planners pl on pl.id = p.planner_id
      where p.user_id = ${userId}
        and p.state in (${states})
        and p.scheduled_at >= ${localDate}::date - interval '2 days'
        and p.scheduled_at < ${localDate}::date + interval '3 days'
        and (p.scheduled_at at time zone pl.timezone)::date = ${localDate}::date
      order by p.scheduled_at, p.id`);
    return result.rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      caption: r.caption,
      channels: r.channels,
      scheduled_at: new Date(r.scheduled_at),
      planner_name: r.planner_name,
      timezone: r.timezone,
    }));
  }
}
