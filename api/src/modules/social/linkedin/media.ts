// Uploading a post's media to LinkedIn (platform-contracts §5.4, §5.5): images in one PUT, videos
// in the byte ranges initializeUpload hands out (keeping each part's ETag), then a status check.
import type { SocialConfig } from '../../../config';
import { NetworkError, type PublishMedia } from '../types';
import { linkedInCall, record, text } from './api';

export interface UploadedMedia {
  urn: string;
  kind: 'image' | 'video';
  ready: boolean;
}

export async function uploadImage(config: SocialConfig, token: string, owner: string, media: PublishMedia): Promise<UploadedMedia> {
  const init = await linkedInCall(config, token, {
    method: 'POST',
    path: '/rest/images',
    query: { action: 'initializeUpload' },
    body: { initializeUploadRequest: { owner } },
  });
  const value = record(record(init.body).value);
  const uploadUrl = text(value.uploadUrl);
  const urn = text(value.image);
  if (!uploadUrl || !urn) throw new NetworkError('retry', 'initializeUpload', 'LinkedIn did not return an upload address for the image: Cadence will try again.');
  // One PUT: chunking an image corrupts it (§5.4).
  await linkedInCall(config, token, { method: 'PUT', path: uploadUrl, body: await media.read(), headers: { 'content-type': media.mime }, timeoutMs: 120_000 });
  return { urn, kind: 'image', ready: false };
}

export async function uploadVideo(config: SocialConfig, token: string, owner: string, media: PublishMedia): Promise<UploadedMedia> {
  const bytes = await media.read();
  const init = await linkedInCall(config, token, {
    method: 'POST',
    path: '/rest/videos',
    query: { action: 'initializeUpload' },
    body: { initializeUploadRequest: { owner, fileSizeBytes: bytes.length, uploadCaptions: false, uploadThumbnail: false } },
  });
  const value = record(record(init.body).value);
  const urn = text(value.video);
  const instructions = Array.isArray(value.uploadInstructions) ? value.uploadInstructions.map(record) : [];
  if (!urn || instructions.length === 0) throw new NetworkError('retry', 'initializeUpload', 'LinkedIn did not return upload addresses for the video: Cadence will try again.');
  const etags: string[] = [];
  for (const part of instructions) {
    const first = Number(part.firstByte);
    const last = Number(part.lastByte);
    const response = await linkedInCall(config, token, {
      method: 'PUT',
      path: String(part.uploadUrl),
      body: bytes.subarray(first, last + 1),
      headers: { 'content-type': 'application/octet-stream' },
      timeoutMs: 120_000,
    });
    const etag = response.headers.get('etag');
    if (!etag) throw new NetworkError('retry', 'upload_part', 'LinkedIn did not confirm a part of the video upload: Cadence will try again.');
    etags.push(etag);
  }
  await linkedInCall(config, token, {
    method: 'POST',
    path: '/rest/videos',
    query: { action: 'finalizeUpload' },
    body: { finalizeUploadRequest: { video: urn, uploadToken: text(value.uploadToken) ?? '', uploadedPartIds: etags } },
  });
  return { urn, kind: 'video', ready: false };
}

/**
 * Whether LinkedIn has processed the media. Images of a member cannot be read back with a member
 * token (403, §5.4): those count as ready, and a post naming one still processing is refused with
 * a retryable error.
 */
export async function checkReady(config: SocialConfig, token: string, item: UploadedMedia, memberOwned: boolean): Promise<{ ready: boolean; retryAfterMs: number }> {
  if (item.kind === 'image' && memberOwned) return { ready: true, retryAfterMs: 0 };
  const path = `/rest/${item.kind === 'image' ? 'images' : 'videos'}/${encodeURIComponent(item.urn)}`;
  const status = text(record((await linkedInCall(config, token, { method: 'GET', path })).body).status);
  if (status === 'AVAILABLE') return { ready: true, retryAfterMs: 0 };
  if (status === 'PROCESSING_FAILED') {
    throw new NetworkError('permanent', 'PROCESSING_FAILED', `LinkedIn could not process the ${item.kind}: replace it with another file (${item.kind === 'video' ? 'MP4, 3 s to 30 min, up to 500 MB' : 'JPG, PNG or GIF up to 5 MB'}) and publish again.`);
  }
  return { ready: false, retryAfterMs: item.kind === 'video' ? 15_000 : 5_000 };
}
