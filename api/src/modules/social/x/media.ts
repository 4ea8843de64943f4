// X media upload v2 (platform-contracts §6.3): initialize, append 1 MB chunks, finalize; video and
// GIF then process asynchronously and are polled with STATUS.
import type { SocialConfig } from '../../../config';
import { NetworkError, type PublishMedia } from '../types';
import { record, text, xCall } from './api';

export const CHUNK_BYTES = 1024 * 1024;

export interface UploadedXMedia {
  id: string;
  ready: boolean;
  /** When to look again (check_after_secs). */
  checkAfterMs: number;
}

function category(media: PublishMedia): string {
  if (media.kind === 'video') return 'tweet_video';
  return media.mime === 'image/gif' ? 'tweet_gif' : 'tweet_image';
}

function failed(info: Record<string, unknown>): NetworkError {
  const message = text(record(info.error).message);
  return new NetworkError('permanent', 'media_failed', `X could not process the media${message ? ` ("${message}")` : ''}: replace it (video: MP4 H.264, up to 140 s and 512 MB; images up to 5 MB) and publish again.`);
}

/** processing_info → ready or not; absent means ready (§6.3). */
function readiness(id: string, info: Record<string, unknown> | null): UploadedXMedia {
  if (!info) return { id, ready: true, checkAfterMs: 0 };
  const state = text(info.state);
  if (state === 'succeeded') return { id, ready: true, checkAfterMs: 0 };
  if (state === 'failed') throw failed(info);
  const after = Number(info.check_after_secs);
  return { id, ready: false, checkAfterMs: Number.isFinite(after) && after > 0 ? after * 1000 : 5000 };
}

export async function uploadMedia(config: SocialConfig, token: string, media: PublishMedia): Promise<UploadedXMedia> {
  const bytes = await media.read();
  const init = await xCall(config, token, {
    method: 'POST',
    path: '/2/media/upload/initialize',
    body: { media_type: media.mime, total_bytes: bytes.length, media_category: category(media) },
  });
  const id = text(record(record(init.body).data).id);
  if (!id) throw new NetworkError('retry', 'initialize', 'X did not start the media upload: Cadence will try again.');
  for (let offset = 0, index = 0; offset < bytes.length; offset += CHUNK_BYTES, index += 1) {
    const form = new FormData();
    form.set('media', new Blob([new Uint8Array(bytes.subarray(offset, offset + CHUNK_BYTES))], { type: 'application/octet-stream' }), 'chunk');
    form.set('segment_index', String(index));
    await xCall(config, token, { method: 'POST', path: `/2/media/upload/${id}/append`, body: form, timeoutMs: 120_000 });
  }
  const fin = await xCall(config, token, { method: 'POST', path: `/2/media/upload/${id}/finalize` });
  const data = record(record(fin.body).data);
  return readiness(id, data.processing_info === undefined ? null : record(data.processing_info));
}

/** One STATUS poll. */
export async function mediaStatus(config: SocialConfig, token: string, id: string): Promise<UploadedXMedia> {
  const response = await xCall(config, token, { method: 'GET', path: '/2/media/upload', query: { command: 'STATUS', media_id: id } });
  const data = record(record(response.body).data);
  return readiness(id, data.processing_info === undefined ? null : record(data.processing_info));
}
