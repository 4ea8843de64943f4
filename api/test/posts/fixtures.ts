// Arranges what the posts and schedules tests need: planners through the planners API, media rows
// straight in the database (uploads are the media module's), posts through the posts API.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PostDetail, type PostRequest } from '@cadence/shared-lib/contract';
import type { Database } from '../../src/db/client';
import { mediaFiles, type MediaFileRow } from '../../src/db/schema';

export type Headers = { authorization: string };
export const API = '/api/web/v1';

export async function makePlanner(app: FastifyInstance, headers: Headers, body: Record<string, unknown> = {}): Promise<{ id: number; timezone: string }> {
  const response = await app.inject({ method: 'POST', url: `${API}/accounts`, headers, payload: { name: 'Bakery', ...body } });
  if (response.statusCode !== 200) throw new Error(`create planner failed (${response.statusCode}): ${response.body}`);
  return response.json().data.account;
}

export async function makeMedia(db: Database, userId: number, kind: 'image' | 'video' = 'image'): Promise<MediaFileRow> {
  const [row] = await db
    .insert(mediaFiles)
    .values({
      user_id: userId,
      kind,
      path: `${kind}-${Math.random().toString(36).slice(2)}.${kind === 'image' ? 'png' : 'mp4'}`,
      mime: kind === 'image' ? 'image/png' : 'video/mp4',
      size: 1234,
      width: 640,
      height: 480,
    })
    .returning();
  return row;
}

export function postsApi(app: FastifyInstance) {
  const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    create: (plannerId: number, body: PostRequest | Record<string, unknown>, headers: Headers) => send('POST', `/posts/create/${plannerId}`, headers, body),
    show: (postId: number, headers: Headers) => send('GET', `/posts/${postId}`, headers),
    update: (postId: number, body: PostRequest | Record<string, unknown>, headers: Headers) =>
      send('POST', `/posts/${postId}`, headers, { ...body, _method: 'put' }),
    remove: (postId: number, headers: Headers) => send('POST', `/posts/${postId}`, headers, { _method: 'delete' }),
    duplicate: (postId: number, headers: Headers) => send('POST', `/posts/${postId}/duplicate`, headers),
    reschedule: (postId: number, body: { date: string; time: string }, headers: Headers) =>
      send('POST', `/posts/${postId}/reschedule`, headers, { ...body, _method: 'put' }),
    schedule: (plannerId: number, headers: Headers, query = '') => send('GET', `/schedules/${plannerId}${query}`, headers),
    queue: (headers: Headers, query = '') => send('GET', `/posts/queue${query}`, headers),
  };
}

/** The post of a 200 answer, checked against the contract. */
export function postOf(response: LightMyRequestResponse): PostDetail {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return PostDetail.strict().parse(response.json().data.post);
}

/** The 422's errors. */
export function errorsOf(response: LightMyRequestResponse): Record<string, string[]> {
  if (response.statusCode !== 422) throw new Error(`expected 422, got ${response.statusCode}: ${response.body}`);
  return response.json().errors;
}
