// LinkedIn images and videos (platform-contracts §5.4, §5.5): initializeUpload hands out upload
// URLs that point back at this fake; images take one PUT, videos one PUT per part (each answered
// with an ETag) and a finalizeUpload naming every ETag.
import { createHash, randomBytes } from 'node:crypto';
import { json, type FakeReply } from '../kit/reply';
import type { SandboxMember } from './members';
import { authorsOf } from './members';
import type { LinkedInRoute } from './context';
import { accessDenied, liError, notFound } from './errors';
import type { MediaStatus, StoredImage, StoredVideo } from './state';

/** LinkedIn's recommended part size for video uploads. */
export const VIDEO_PART_BYTES = 4 * 1024 * 1024;
const MEDIA_FAULTS = ['media-in-progress', 'media-error'] as const;

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** A read of the media's status (or a post naming it) moves PROCESSING along. */
export function observe(media: StoredImage | StoredVideo): MediaStatus {
  if (media.status !== 'PROCESSING') return media.status;
  if (media.pollsLeft > 0) media.pollsLeft -= 1;
  else media.status = media.failing ? 'PROCESSING_FAILED' : 'AVAILABLE';
  return media.status;
}

/** After the bytes are in: AVAILABLE, unless a media fault holds it in PROCESSING or fails it. */
function startProcessing(route: LinkedInRoute, media: StoredImage | StoredVideo): void {
  const fault = route.ctx.faults.takeAll(route.key, MEDIA_FAULTS);
  if (!fault) {
    media.status = 'AVAILABLE';
    return;
  }
  media.status = 'PROCESSING';
  media.failing = fault.spec.kind === 'media-error';
  media.pollsLeft = media.failing ? 0 : fault.times;
}

function owner(route: LinkedInRoute, member: SandboxMember, body: Record<string, unknown>): string | FakeReply {
  const request = record(body.initializeUploadRequest);
  const urn = typeof request.owner === 'string' ? request.owner : '';
  if (urn === '') return liError(422, 'UNPROCESSABLE_ENTITY', '/initializeUploadRequest/owner is required');
  if (!authorsOf(member).includes(urn)) return accessDenied(`${route.req.method} ${route.req.path} as ${urn}`);
  return urn;
}

export function imagesAction(route: LinkedInRoute, member: SandboxMember): FakeReply {
  const { ctx, req } = route;
  if (req.query.get('action') !== 'initializeUpload') return liError(400, 'BAD_REQUEST', 'Unsupported action');
  const who = owner(route, member, req.params);
  if (typeof who !== 'string') return who;
  const id = `C4E10AQ${randomBytes(9).toString('base64url')}`;
  const urn = `urn:li:image:${id}`;
  ctx.state.images.set(urn, { urn, owner: who, status: 'WAITING_UPLOAD', pollsLeft: 0, failing: false });
  return json(200, {
    value: { uploadUrlExpiresAt: Date.now() + 3_600_000, uploadUrl: `${ctx.options.baseUrl}/www/dms-uploads/image/${encodeURIComponent(id)}`, image: urn },
  });
}

export function uploadImage(route: LinkedInRoute, id: string): FakeReply {
  const image = route.ctx.state.images.get(`urn:li:image:${id}`);
  if (!image) return notFound('Upload');
  if (route.req.raw.length === 0) return liError(400, 'BAD_REQUEST', 'The upload has no bytes');
  if (image.status !== 'WAITING_UPLOAD') return liError(409, 'CONFLICT', 'This image was already uploaded');
  startProcessing(route, image);
  return json(201);
}

export function getImage(route: LinkedInRoute, member: SandboxMember, urn: string): FakeReply {
  const image = route.ctx.state.images.get(urn);
  if (!image || !authorsOf(member).includes(image.owner)) return notFound(urn);
  // Member (w_member_social) tokens may write images but not read them back (§5.4).
  if (image.owner.startsWith('urn:li:person:')) return accessDenied(`GET /images/${urn}`);
  const status = observe(image);
  return json(200, { id: urn, owner: image.owner, status, ...(status === 'AVAILABLE' ? { downloadUrl: `${route.ctx.options.baseUrl}/www/dms-uploads/image/${urn}` } : {}) });
}

export function videosAction(route: LinkedInRoute, member: SandboxMember): FakeReply {
  const { ctx, req } = route;
  const action = req.query.get('action');
  if (action === 'initializeUpload') {
    const who = owner(route, member, req.params);
    if (typeof who !== 'string') return who;
    const size = Number(record(req.params.initializeUploadRequest).fileSizeBytes);
    if (!Number.isInteger(size) || size <= 0) return liError(422, 'UNPROCESSABLE_ENTITY', '/initializeUploadRequest/fileSizeBytes must be a positive integer');
    if (size > 500 * 1024 * 1024) return liError(422, 'UNPROCESSABLE_ENTITY', 'Videos can be at most 500 MB');
    const id = `D4E10AQ${randomBytes(9).toString('base64url')}`;
    const urn = `urn:li:video:${id}`;
    const parts = [];
    for (let first = 0; first < size; first += VIDEO_PART_BYTES) parts.push({ firstByte: first, lastByte: Math.min(size, first + VIDEO_PART_BYTES) - 1, etag: null });
    ctx.state.videos.set(urn, { urn, owner: who, size, parts, status: 'WAITING_UPLOAD', pollsLeft: 0, failing: false });
    return json(200, {
      value: {
        video: urn,
        uploadToken: '',
        uploadUrlsExpireAt: Date.now() + 3_600_000,
        uploadInstructions: parts.map((p, i) => ({ uploadUrl: `${ctx.options.baseUrl}/www/dms-uploads/video/${encodeURIComponent(id)}/${i}`, firstByte: p.firstByte, lastByte: p.lastByte })),
      },
    });
  }
  if (action === 'finalizeUpload') {
    const request = record(req.params.finalizeUploadRequest);
    const video = ctx.state.videos.get(String(request.video));
    if (!video || !authorsOf(member).includes(video.owner)) return notFound(String(request.video));
    const ids = Array.isArray(request.uploadedPartIds) ? request.uploadedPartIds : [];
    const complete = video.parts.every((p, i) => p.etag !== null && ids[i] === p.etag) && ids.length === video.parts.length;
    if (!complete) return liError(400, 'BAD_REQUEST', 'uploadedPartIds do not match the uploaded parts');
    if (video.status === 'WAITING_UPLOAD') startProcessing(route, video);
    return json(200);
  }
  return liError(400, 'BAD_REQUEST', 'Unsupported action');
}

export function uploadVideoPart(route: LinkedInRoute, id: string, index: number): FakeReply {
  const video = route.ctx.state.videos.get(`urn:li:video:${id}`);
  const part = video?.parts[index];
  if (!video || !part) return notFound('Upload');
  if (route.req.raw.length !== part.lastByte - part.firstByte + 1) {
    return liError(400, 'BAD_REQUEST', `Part ${index} must be ${part.lastByte - part.firstByte + 1} bytes`);
  }
  part.etag = `/ambry-video/signedId/${createHash('sha256').update(route.req.raw).digest('base64url').slice(0, 24)}`;
  return json(200, undefined, { etag: part.etag });
}

export function getVideo(route: LinkedInRoute, member: SandboxMember, urn: string): FakeReply {
  const video = route.ctx.state.videos.get(urn);
  if (!video || !authorsOf(member).includes(video.owner)) return notFound(urn);
  const status = observe(video);
  return json(200, {
    id: urn,
    owner: video.owner,
    status,
    ...(status === 'PROCESSING_FAILED' ? { processingFailureReason: 'The video could not be decoded (sandbox media-error fault)' } : {}),
  });
}
