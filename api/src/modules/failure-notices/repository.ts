// Failure notice queries. A failure is the publish_events row by which a target entered 'failure'
// (a later retry that fails again is a new failure); a notice row per failure makes each one
// mailed once, and only while its target is still failed.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type FailedDelivery = {
  event_id: number;
  platform: 'facebook' | 'instagram' | 'linkedin' | 'twitter';
  account_name: string | null;
  error_message: string | null;
  due_at: Date;
  title: string | null;
  caption: string;
  planner_name: string;
  timezone: string;
};

export type NoticeRecipient = {
  email: string;
  full_name: string;
};

/** Failures not mailed yet, since `since`, whose target is still failed. */
const pending = (since: Date) => sql`
  from publish_events e
  join publish_targets t on t.id = e.target_id
  where e.to_state = 'failure' and coalesce(e.from_state, '') <> 'failure'
    and e.created_at > ${since.toISOString()}::timestamptz
    and t.state = 'failure'
    and not exists (select 1 from publish_failure_notices n where n.event_id = e.id)`;

export class FailureNoticeRepository {
  constructor(private readonly db: Database) {}

  /** Users with failures to be told about. */
  async usersToNotify(since: Date): Promise<number[]> {
    const result = await this.db.execute<{ user_id: string | number }>(sql`select distinct t.user_id ${pending(since)} order by t.user_id`);
    return result.rows.map((r) => Number(r.user_id));
  }

  /**
   * Records the user's pending failures as notified and returns them (in the caller's transaction:
   * if the mail is not sent, the records roll back and the next run tries again). A failure claimed
   * by a concurrent run is skipped here.
   */
  async claim(tx: Tx, userId: number, since: Date, now: Date): Promise<FailedDelivery[]> {
    const claimed = await tx.execute<{ event_id: string | number }>(sql`
      insert into publish_failure_notices (event_id, user_id, sent_at)
      select e.id, t.user_id, ${now.toISOString()}::timestamptz ${pending(since)} and t.user_id = ${userId}
      on conflict (event_id) do nothing
      returning event_id`);
    const ids = claimed.rows.map((r) => Number(r.event_id));
    if (ids.length === 0) return [];
    const rows = await tx.execute<FailedDelivery & { event_id: string | number }>(sql`
      select e.id as event_id, t.platform, t.account_name, t.error_message, t.due_at, p.title, p.caption, pl.name as planner_name, pl.timezone
      from publish_events e
      join publish_targets t on t.id = e.target_id
      join posts p on p.id = t.post_id
      join planners pl on pl.id = p.planner_id
      where e.id = any(${sql.param(ids)}::bigint[])
      order by t.due_at, e.id`);
    return rows.rows.map((r) => ({ ...r, event_id: Number(r.event_id), due_at: new Date(r.due_at) }));
  }

  async recipient(tx: Tx, userId: number): Promise<NoticeRecipient | null> {
    const result = await tx.execute<NoticeRecipient>(sql`select email, full_name from users where id = ${userId}`);
    return result.rows[0] ?? null;
  }
}
