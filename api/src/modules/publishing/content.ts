// What a target sends: the network's variant or the caption, the media as signed public URLs (on
// SocialConfig.mediaPublicUrl, valid long enough for Instagram to fetch them later) plus a reader
// of the bytes for networks that take uploads, the link card and the first comment.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { effectiveText, type Network } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { mediaFiles, posts, type MediaFileRow, type PostRow } from '../../db/schema';
import type { MediaUrlSigner } from '../media/signed-url';
import type { MediaStorage } from '../../plugins/storage';
import type { Platform, Progress, PublishContent, PublishMedia } from '../social/types';

export interface PostMaterial {
  post: PostRow;
  media: MediaFileRow[];
}

/** The posts (with their owner's media, in the post's order) of many targets in two queries. */
export async function loadMaterial(db: Database, postIds: readonly number[]): Promise<Map<number, PostMaterial>> {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(posts).where(sql`${posts.id} = any(${sql.param(ids)}::bigint[])`);
  const mediaIds = [...new Set(rows.flatMap((p) => p.media_ids))];
  const files = mediaIds.length > 0 ? await db.select().from(mediaFiles).where(sql`${mediaFiles.id} = any(${sql.param(mediaIds)}::bigint[])`) : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  return new Map(
    rows.map((post) => [
      post.id,
      { post, media: post.media_ids.flatMap((id) => {
        const file = byId.get(id);
        return file && file.user_id === post.user_id ? [file] : [];
      }) },
    ]),
  );
}

async function readAll(storage: MediaStorage, file: string): Promise<Buffer> {
  const opened = await storage.open(file);
  if (!opened) throw new Error(`media file ${file} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A JPEG copy of an uploaded image (Instagram publishes JPEG only), by media_files id. */
export interface JpegCopy {
  file: string;
  size: number;
}

/** Instagram's limit for a published image. */
const INSTAGRAM_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export function jpegCopiesOf(progress: Progress): Record<string, JpegCopy> {
  const copies = progress.jpeg;
  return typeof copies === 'object' && copies !== null ? (copies as Record<string, JpegCopy>) : {};
}

/**
 * Instagram fetches images by URL and accepts JPEG only: each other image of the post (PNG, WEBP,
 * GIF's first frame) gets a JPEG copy on the storage, made once per target and kept in its progress
 * so a retry publishes the same file.
 */
export async function ensureInstagramJpegs(material: PostMaterial, storage: MediaStorage, progress: Progress): Promise<void> {
  const copies = { ...jpegCopiesOf(progress) };
  for (const file of material.media) {
    if (file.kind !== 'image' || file.mime === 'image/jpeg' || copies[file.id]) continue;
    const jpeg = await sharp(await readAll(storage, file.path))
      .flatten({ background: '#ffffff' }) // transparency would turn black
      .jpeg({ quality: 90 })
      .toBuffer();
    const stored = await storage.put(jpeg, { kind: 'image', maxBytes: INSTAGRAM_IMAGE_MAX_BYTES });
    copies[file.id] = { file: stored.file, size: stored.size };
  }
  progress.jpeg = copies;
}

export function buildContent(
  material: PostMaterial,
  platform: Platform,
  deps: { urls: MediaUrlSigner; storage: MediaStorage; publicBase: string; ttlSeconds: number; now: Date; jpegs?: Record<string, JpegCopy> },
): PublishContent {
  const { post, media } = material;
  const items: PublishMedia[] = media.map((file) => {
    const copy = platform === 'instagram' ? deps.jpegs?.[file.id] : undefined;
    const path = copy?.file ?? file.path;
    return {
      kind: file.kind,
      mime: copy ? 'image/jpeg' : file.mime,
      size: copy?.size ?? file.size,
      url: `${deps.publicBase}${deps.urls.url(path, deps.now, deps.ttlSeconds)}`,
      read: () => readAll(deps.storage, path),
    };
  });
  return {
    text: effectiveText(post.caption ?? '', post.variants, platform as Network),
    media: items,
    link: post.link_url
      ? { url: post.link_url, title: post.link_meta?.title ?? null, description: post.link_meta?.description ?? null, image: post.link_meta?.image ?? null }
      : null,
    firstComment: post.first_comment && post.first_comment.trim() !== '' ? post.first_comment : null,
  };
}
