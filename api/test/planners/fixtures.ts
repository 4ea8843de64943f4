// Arranges planners and posts for the planners and shares tests: planners through the API, posts
// straight in the database (the posts API is another module's).
import type { FastifyInstance } from 'fastify';
import { Planner } from '@cadence/shared-lib/contract';
import type { Database } from '../../src/db/client';
import { posts, type PostRow } from '../../src/db/schema';

export type Headers = { authorization: string };

export async function createPlanner(app: FastifyInstance, headers: Headers, body: Record<string, unknown> = {}): Promise<Planner> {
  const response = await app.inject({ method: 'POST', url: '/api/web/v1/accounts', headers, payload: { name: 'Bakery', ...body } });
  if (response.statusCode !== 200) throw new Error(`create planner failed (${response.statusCode}): ${response.body}`);
  return Planner.parse(response.json().data.account);
}

export async function insertPost(
  db: Database,
  planner: { id: number },
  ownerId: number,
  values: Partial<Omit<PostRow, 'id' | 'planner_id' | 'user_id'>> = {},
): Promise<PostRow> {
  const [row] = await db
    .insert(posts)
    .values({ planner_id: planner.id, user_id: ownerId, state: 'scheduled', caption: 'Fresh bread at 9', timezone: 'UTC', ...values })
    .returning();
  return row;
}
