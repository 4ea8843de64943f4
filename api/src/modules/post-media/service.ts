// Post media uploads: the type is decided from the first bytes; images (≤ 10 MB) are decoded and
// cleaned in memory, videos (≤ 200 MB) stream straight to storage and are never held whole.
import type { Readable } from 'node:stream';
import {
  POST_IMAGE_MAX_MB,
  POST_IMAGE_TYPES,
  POST_MEDIA_FIELD,
  POST_VIDEO_MAX_MB,
  POST_VIDEO_TYPES,
  postMediaMessages as pm,
} from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { MediaFileRow, UserRow } from '../../db/schema';
import { MediaRejectedError, type MediaStorage, type StoredMedia } from '../../plugins/http/media-storage';
import { detectMediaType, type MediaType } from '../../plugins/http/media-types';
import { validationError } from '../../plugins/http/validation-error';
import { prepareImage } from './image';
import { mayManageMedia } from './policy';
import { PostMediaRepository } from './repository';
import { peekStream } from './stream-head';

const MB = 1024 * 1024;
export const POST_IMAGE_MAX_BYTES = POST_IMAGE_MAX_MB * MB;
export const POST_VIDEO_MAX_BYTES = POST_VIDEO_MAX_MB * MB;
/** Enough leading bytes for every signature we accept (the ISO-BMFF brand ends at byte 12). */
const HEAD_BYTES = 16;
const NAME_MAX = 255;

export interface UploadedFile {
  stream: Readable;
  filename: string | undefined;
}

const isOneOf = (type: MediaType | null, list: readonly string[]): type is MediaType => type !== null && list.includes(type.extension);

export class PostMediaService {
  private readonly media: PostMediaRepository;

  constructor(
    db: Database,
    private readonly storage: MediaStorage,
  ) {
    this.media = new PostMediaRepository(db);
  }

  async upload(user: UserRow, upload: UploadedFile): Promise<MediaFileRow> {
    const peeked = await peekStream(upload.stream, HEAD_BYTES);
    const type = detectMediaType(peeked.head);
    let stored: StoredMedia;
    let dimensions: { width: number | null; height: number | null } = { width: null, height: null };
    let kind: MediaFileRow['kind'];

    if (isOneOf(type, POST_IMAGE_TYPES)) {
      const bytes = await peeked.toBuffer(POST_IMAGE_MAX_BYTES);
      if (!bytes) throw validationError(POST_MEDIA_FIELD, pm.imageTooLarge);
      const image = await prepareImage(bytes, type);
      // Re-encoding may grow a file a little: the limit is on what was uploaded.
      stored = await this.storage.put(image.buffer, { kind: 'image', maxBytes: 2 * POST_IMAGE_MAX_BYTES, field: POST_MEDIA_FIELD });
      dimensions = { width: image.width, height: image.height };
      kind = 'image';
    } else if (isOneOf(type, POST_VIDEO_TYPES)) {
      stored = await this.storeVideo(peeked.rest());
      kind = 'video';
    } else {
      await peeked.drain();
      throw validationError(POST_MEDIA_FIELD, pm.fileType);
    }

    try {
      return await this.media.insert({
        user_id: user.id,
        kind,
        path: stored.file,
        mime: stored.contentType,
        size: stored.size,
        ...dimensions,
        original_name: upload.filename ? upload.filename.slice(0, NAME_MAX) : null,
      });
    } catch (error) {
      await this.storage.remove(stored.file);
      throw error;
    }
  }

  private async storeVideo(stream: Readable): Promise<StoredMedia> {
    try {
      return await this.storage.putStream(stream, { kind: 'video', maxBytes: POST_VIDEO_MAX_BYTES });
    } catch (error) {
      if (!(error instanceof MediaRejectedError)) throw error;
      throw validationError(POST_MEDIA_FIELD, error.reason === 'size' ? pm.videoTooLarge : pm.fileType);
    }
  }

  /** False when the user has no such media (another user's included). */
  async remove(user: UserRow, id: number): Promise<boolean> {
    const row = await this.media.findOwned(user.id, id);
    if (!row || !mayManageMedia(user, row)) return false;
    await this.media.delete(row.id);
    await this.storage.remove(row.path);
    return true;
  }
}
