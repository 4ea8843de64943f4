// Reads of publish targets for presenters (posts, calendar, queue, monitor).
import { and, asc, inArray, ne } from 'drizzle-orm';
import type { PublishedOn } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { publishTargets, type PublishTargetRow } from '../../db/schema';
import { presentPublishedOn } from './presenter';

/** Live (not cancelled) targets of these posts, by post id, in creation order. */
export async function targetsOf(db: Database, postIds: readonly number[]): Promise<Map<number, PublishTargetRow[]>> {
  const ids = [...new Set(postIds)];
  const byPost = new Map<number, PublishTargetRow[]>();
  if (ids.length === 0) return byPost;
  const rows = await db
    .select()
    .from(publishTargets)
    .where(and(inArray(publishTargets.post_id, ids), ne(publishTargets.state, 'cancelled')))
    .orderBy(asc(publishTargets.id));
  for (const row of rows) byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), row]);
  return byPost;
}

/** PublishedOn entries of these posts, by post id. */
export async function publishingOf(db: Database, postIds: readonly number[]): Promise<Map<number, PublishedOn[]>> {
  const targets = await targetsOf(db, postIds);
  return new Map([...targets].map(([postId, rows]) => [postId, rows.map(presentPublishedOn)]));
}
