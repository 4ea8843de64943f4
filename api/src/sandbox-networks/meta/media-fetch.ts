// Meta pulls media from the URL it is given (platform-contracts §3.1 "Meta cURLs it"), so the fake
// really fetches it: a URL the network could not reach, or that is not an image/video, fails the
// same way it would on the real network. Only the first bytes are read (type check), then the
// download is cancelled, so large videos cost nothing. undici's request() rather than fetch: the
// publishing bench runs thousands of these on the same cores as the workers.
import { Agent, interceptors, request } from 'undici';

export type MediaKind = 'image' | 'video';

const FETCH_TIMEOUT_MS = 5000;
/** Follows redirects like Meta's downloader. */
const downloader = new Agent().compose(interceptors.redirect({ maxRedirections: 5 }));

function sniff(bytes: Uint8Array): MediaKind | null {
  const b = Buffer.from(bytes.subarray(0, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image';
  if (b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'image';
  if (b.subarray(0, 4).toString('latin1') === 'GIF8') return 'image';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image';
  if (b.subarray(4, 8).toString('latin1') === 'ftyp') return 'video';
  if (b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video';
  return null;
}

export interface MediaProblem {
  /** unreachable: Meta's download failed (IG 2207052); wrong-type: not an image/video (IG 2207005/2207026). */
  problem: 'unreachable' | 'wrong-type';
  detail: string;
}

/** null when the URL gives a `kind` file; else why not. */
export async function checkMediaUrl(url: string, kind: MediaKind, options: { jpegOnly?: boolean } = {}): Promise<MediaProblem | null> {
  const detail = await inspect(url, kind, options.jpegOnly === true);
  if (detail === null) return null;
  return { problem: detail.startsWith('not ') ? 'wrong-type' : 'unreachable', detail };
}

async function inspect(url: string, kind: MediaKind, jpegOnly: boolean): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'unsupported URL scheme';
  try {
    const response = await request(parsed, { dispatcher: downloader, headersTimeout: FETCH_TIMEOUT_MS, bodyTimeout: FETCH_TIMEOUT_MS });
    // The body is cut off on purpose below; its "aborted" error is expected.
    response.body.on('error', () => undefined);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      response.body.destroy();
      return `HTTP ${response.statusCode}`;
    }
    const header = response.headers['content-type'];
    const type = (Array.isArray(header) ? header[0] : (header ?? '')).toLowerCase();
    let bytes: Uint8Array = new Uint8Array();
    for await (const chunk of response.body) {
      bytes = chunk as Buffer;
      break;
    }
    response.body.destroy();
    const declared = type.startsWith('image/') ? 'image' : type.startsWith('video/') ? 'video' : null;
    const actual = declared ?? sniff(bytes);
    if (actual !== kind) return `not ${kind === 'image' ? 'an image' : 'a video'} (${type || 'unknown type'})`;
    // Instagram publishes JPEG only (platform-contracts §3.5).
    const isJpeg = type === 'image/jpeg' || (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff);
    return jpegOnly && !isJpeg ? `not a JPEG image (${type || 'unknown type'}): Instagram publishes JPEG only` : null;
  } catch (error) {
    return `could not be downloaded (${(error as Error).message})`;
  }
}
