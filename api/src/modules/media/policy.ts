// Who may fetch /media/show/:file. Browsers load <img> without the bearer header, so a file is
// served when something public references it (the login screen's auth_image or a user's avatar,
// shown to other users in chats and admin lists). Post media are private: served to their owner
// (a request carrying the owner's bearer token, e.g. fetched as a blob) and, for a post in a
// shared planner or queue, to whoever holds that valid (unrevoked) link: `?share=<token>`; and to
// anyone holding a URL the API signed (`?expires=&signature=`, see signed-url.ts), which is what
// presenters hand out for <img>/<video> tags.
import { createHash } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { mediaFiles, posts, settings, shareLinks, users } from '../../db/schema';
import type { Clock } from '../../support/clock';
import type { MediaUrlSigner } from './signed-url';

async function isPublic(db: Database, file: string): Promise<boolean> {
  const suffix = `%/${file}`;
  const [avatar] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.avatar, file), sql`${users.avatar} LIKE ${suffix}`))
    .limit(1);
  if (avatar) return true;
  const [setting] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(sql`${settings.key} = 'auth_image' AND (${settings.value} #>> '{}' = ${file} OR ${settings.value} #>> '{}' LIKE ${suffix})`)
    .limit(1);
  return setting !== undefined;
}

async function isOwnPostMedia(db: Database, request: FastifyRequest, file: string): Promise<boolean> {
  if (!request.headers.authorization) return false;
  await request.server.authenticateOptional(request);
  if (!request.user) return false;
  const [own] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.path, file), eq(mediaFiles.user_id, request.user.id)))
    .limit(1);
  return own !== undefined;
}

/** The file is media of a post that the given share link shows (its planner, or the whole queue). */
async function isSharedPostMedia(db: Database, request: FastifyRequest, file: string): Promise<boolean> {
  const token = (request.query as Record<string, unknown> | undefined)?.share;
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  const digest = createHash('sha256').update(token, 'utf8').digest('hex');
  const [shared] = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .innerJoin(shareLinks, and(eq(shareLinks.token_digest, digest), isNull(shareLinks.revoked_at), eq(shareLinks.user_id, mediaFiles.user_id)))
    .where(
      and(
        eq(mediaFiles.path, file),
        sql`EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.user_id} = ${shareLinks.user_id}
              AND (${shareLinks.kind} = 'queue' OR ${posts.planner_id} = ${shareLinks.planner_id})
              AND ${posts.media_ids} @> jsonb_build_array(${mediaFiles.id}))`,
      ),
    )
    .limit(1);
  return shared !== undefined;
}

function isSigned(signer: MediaUrlSigner, clock: Clock, request: FastifyRequest, file: string): boolean {
  const query = (request.query as Record<string, unknown> | undefined) ?? {};
  return signer.verify(file, query.expires, query.signature, clock());
}

export function mediaAuthorizer(db: Database, signer: MediaUrlSigner, clock: Clock) {
  return async (request: FastifyRequest, file: string): Promise<boolean> =>
    isSigned(signer, clock, request, file) ||
    (await isPublic(db, file)) || (await isOwnPostMedia(db, request, file)) || (await isSharedPostMedia(db, request, file));
}
