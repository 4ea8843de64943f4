// X media upload v2 (platform-contracts §6.3): initialize / append / finalize / STATUS, the simple
// one-request upload and the deprecated command=INIT|APPEND|FINALIZE|STATUS form.
import { json, type FakeReply } from '../kit/reply';
import type { XRoute } from './context';
import { invalidRequest, notFound } from './errors';
import type { StoredMedia } from './state';
import type { SandboxUser } from './users';

const MEDIA_FAULTS = ['media-in-progress', 'media-error'] as const;
const LIMITS: Record<StoredMedia['kind'], number> = { image: 5 * 1024 * 1024, gif: 15 * 1024 * 1024, video: 512 * 1024 * 1024 };
const KEY_PREFIX: Record<StoredMedia['kind'], string> = { image: '3', gif: '16', video: '7' };

function kindOf(mime: string): StoredMedia['kind'] | null {
  if (mime === 'image/gif') return 'gif';
  if (['image/jpeg', 'image/png', 'image/webp', 'image/pjpeg', 'image/bmp'].includes(mime)) return 'image';
  if (['video/mp4', 'video/quicktime', 'video/webm'].includes(mime)) return 'video';
  return null;
}

function processingInfo(media: StoredMedia): Record<string, unknown> {
  switch (media.state) {
    case 'pending':
      return { state: 'pending', check_after_secs: 1 };
    case 'in_progress':
      return { state: 'in_progress', check_after_secs: 1, progress_percent: 50 };
    case 'failed':
      return { state: 'failed', progress_percent: 100, error: { code: 1, name: 'InvalidMedia', message: 'Unsupported video format' } };
    default:
      return { state: 'succeeded', progress_percent: 100 };
  }
}

function create(route: XRoute, user: SandboxUser, mime: string, totalBytes: number, category: string): StoredMedia | FakeReply {
  const kind = kindOf(mime);
  if (!kind) return invalidRequest(`media_type ${mime || '(none)'} is not supported`, { media_type: [mime] });
  if (!Number.isInteger(totalBytes) || totalBytes <= 0) return invalidRequest('total_bytes must be a positive integer', { total_bytes: [String(totalBytes)] });
  if (totalBytes > LIMITS[kind]) return invalidRequest(`File size exceeds ${LIMITS[kind]} bytes.`, { total_bytes: [String(totalBytes)] });
  if (category !== '' && !/^(tweet|amplify|dm|subtitles)/.test(category)) return invalidRequest(`media_category ${category} is not supported`);
  const id = route.ctx.state.nextId();
  const media: StoredMedia = { id, mediaKey: `${KEY_PREFIX[kind]}_${id}`, ownerId: user.id, mimeType: mime, kind, totalBytes, segments: new Map(), state: 'uploading', pollsLeft: 0, failing: false };
  route.ctx.state.media.set(id, media);
  return media;
}

function owned(route: XRoute, user: SandboxUser, id: string): StoredMedia | FakeReply {
  const media = route.ctx.state.media.get(id);
  return media && media.ownerId === user.id ? media : notFound(`Could not find media with id: [${id}].`);
}

function append(route: XRoute, media: StoredMedia): FakeReply {
  const { req } = route;
  if (media.state !== 'uploading') return invalidRequest('This media was already finalized');
  const index = Number(req.params.segment_index);
  if (!Number.isInteger(index) || index < 0 || index > 999) return invalidRequest('segment_index must be between 0 and 999', { segment_index: [String(req.params.segment_index)] });
  const bytes = req.files.media ?? (typeof req.params.media === 'string' ? Buffer.from(req.params.media, 'base64') : req.files.media_data);
  if (!bytes || bytes.length === 0) return invalidRequest('media is required', { media: [] });
  media.segments.set(index, bytes.length);
  return json(200, { data: { expires_at: Math.floor(Date.now() / 1000) + 86_400 } });
}

/** Bytes complete → images are ready at once, video and GIF go to processing (or a media fault decides). */
function finalize(route: XRoute, media: StoredMedia): FakeReply {
  if (media.state === 'uploading') {
    const received = [...media.segments.values()].reduce((a, b) => a + b, 0);
    if (received !== media.totalBytes) return invalidRequest(`File size mismatch: ${received} bytes received, ${media.totalBytes} declared.`);
    const fault = route.ctx.faults.takeAll(route.key, MEDIA_FAULTS);
    if (fault) {
      media.state = 'pending';
      media.failing = fault.spec.kind === 'media-error';
      media.pollsLeft = media.failing ? 0 : fault.times;
    } else if (media.kind === 'image') {
      media.state = 'succeeded';
    } else {
      media.state = 'pending';
      media.pollsLeft = 1;
    }
  }
  const ready = media.state === 'succeeded' && media.kind === 'image';
  return json(200, {
    data: { id: media.id, media_key: media.mediaKey, size: media.totalBytes, expires_after_secs: 86_400, ...(ready ? {} : { processing_info: processingInfo(media) }) },
  });
}

/** pending → in_progress (for `pollsLeft` polls) → succeeded | failed. */
function status(media: StoredMedia): FakeReply {
  if (media.state === 'pending' || media.state === 'in_progress') {
    if (media.pollsLeft > 0) {
      media.pollsLeft -= 1;
      media.state = 'in_progress';
    } else {
      media.state = media.failing ? 'failed' : 'succeeded';
    }
  }
  if (media.state === 'uploading') return invalidRequest('This media has not been finalized');
  return json(200, { data: { id: media.id, media_key: media.mediaKey, processing_info: processingInfo(media) } });
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function initializeUpload(route: XRoute, user: SandboxUser): FakeReply {
  const p = route.req.params;
  const media = create(route, user, str(p.media_type), Number(p.total_bytes), str(p.media_category));
  if (!('id' in media)) return media;
  return json(200, { data: { id: media.id, media_key: media.mediaKey, expires_after_secs: 86_399 } });
}

export function appendUpload(route: XRoute, user: SandboxUser, id: string): FakeReply {
  const media = owned(route, user, id);
  return 'id' in media ? append(route, media) : media;
}

export function finalizeUpload(route: XRoute, user: SandboxUser, id: string): FakeReply {
  const media = owned(route, user, id);
  return 'id' in media ? finalize(route, media) : media;
}

/** GET 2/media/upload?command=STATUS&media_id= */
export function uploadStatus(route: XRoute, user: SandboxUser): FakeReply {
  if (route.req.query.get('command') !== 'STATUS') return invalidRequest('command must be STATUS');
  const media = owned(route, user, route.req.query.get('media_id') ?? '');
  return 'id' in media ? status(media) : media;
}

/** POST 2/media/upload: the one-shot upload, or the legacy command form. */
export function mediaUpload(route: XRoute, user: SandboxUser): FakeReply {
  const p = route.req.params;
  const command = str(p.command).toUpperCase();
  if (command === 'INIT') return initializeUpload(route, user);
  if (command === 'APPEND') {
    const reply = appendUpload(route, user, str(p.media_id));
    return reply.kind === 'json' && reply.status === 200 ? json(204) : reply;
  }
  if (command === 'FINALIZE') return finalizeUpload(route, user, str(p.media_id));
  if (command === 'STATUS') {
    const media = owned(route, user, str(p.media_id));
    return 'id' in media ? status(media) : media;
  }
  if (command !== '') return invalidRequest(`command ${command} is not supported`);
  const bytes = route.req.files.media ?? (typeof p.media === 'string' ? Buffer.from(p.media, 'base64') : undefined);
  if (!bytes || bytes.length === 0) return invalidRequest('media is required', { media: [] });
  const mime = str(p.media_type) || sniff(bytes);
  const media = create(route, user, mime, bytes.length, str(p.media_category));
  if (!('id' in media)) return media;
  media.segments.set(0, bytes.length);
  return finalize(route, media);
}

/** The simple upload may omit media_type: tell common images apart by their first bytes. */
function sniff(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('hex') === '89504e47') return 'image/png';
  if (bytes.subarray(0, 3).toString('ascii') === 'GIF') return 'image/gif';
  if (bytes.subarray(8, 12).toString('ascii') === 'WEBP') return 'image/webp';
  return '';
}
