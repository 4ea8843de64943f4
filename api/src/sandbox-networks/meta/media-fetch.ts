// Meta pulls media from the URL it is given (platform-contracts §3.1 "Meta cURLs it"), so the fake
// really fetches it: a URL the network could not reach, or that is not an image/video, fails the
// same way it would on the real network. Only the first bytes are read (type check), then the
// download is cancelled, so large videos cost nothing.

export type MediaKind = 'image' | 'video';

const FETCH_TIMEOUT_MS = 5000;

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
    const response = await fetch(parsed, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return `HTTP ${response.status}`;
    }
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    const reader = response.body.getReader();
    const first = await reader.read();
    await reader.cancel();
    const declared = type.startsWith('image/') ? 'image' : type.startsWith('video/') ? 'video' : null;
    const bytes = first.value ?? new Uint8Array();
    const actual = declared ?? sniff(bytes);
    if (actual !== kind) return `not ${kind === 'image' ? 'an image' : 'a video'} (${type || 'unknown type'})`;
    // Instagram publishes JPEG only (platform-contracts §3.5).
    const isJpeg = type === 'image/jpeg' || (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff);
    return jpegOnly && !isJpeg ? `not a JPEG image (${type || 'unknown type'}): Instagram publishes JPEG only` : null;
  } catch (error) {
    return `could not be downloaded (${(error as Error).message})`;
  }
}
