// Graph API failures → NetworkError (platform-contracts §1.2 and the Meta rows of §7). One ordered
// table: the first rule that matches decides the class, the code and the words the user reads.
import { NetworkError, type FailureClass } from '../types';
import { TransportError } from '../http-client';

export type MetaPlatform = 'facebook' | 'instagram';

export interface GraphFailure {
  status: number;
  code: number | null;
  subcode: number | null;
  message: string;
  userMessage: string | null;
  transient: boolean;
  /** Largest estimated_time_to_regain_access of X-Business-Use-Case-Usage, minutes. */
  regainMinutes: number | null;
}

interface Rule {
  when: (f: GraphFailure) => boolean;
  failure: FailureClass;
  /** The reason in words (without the code) and what to do. */
  say: (f: GraphFailure, net: string) => string;
  retryAfterMs?: (f: GraphFailure) => number | null;
}

const RECONNECT = 'Reconnect Facebook in Account settings → Connections.';
const MINUTE = 60_000;

const TOKEN_REASONS: Record<number, string> = {
  458: 'Cadence was removed from your Facebook apps',
  459: 'your Facebook account is checkpointed: log in on facebook.com first',
  460: 'the Facebook session was invalidated (the password was changed or Facebook reset it for security)',
  463: 'the access token has expired',
  464: 'your Facebook account is not confirmed yet',
  467: 'the access token is no longer valid (you logged out of Facebook)',
  492: 'the session is invalid (you may have lost your role on the Page)',
};

const THROTTLE_CODES = new Set([4, 17, 32, 341, 613]);
const isThrottle = (f: GraphFailure) =>
  (f.code !== null && (THROTTLE_CODES.has(f.code) || (f.code >= 80000 && f.code <= 80014))) || f.subcode === 1390008;

/** Content refusals: fixed by changing the post, never by retrying it. */
const CONTENT: Record<number, string> = {
  1609005: 'could not read the link (it failed to load): check the URL',
  1609008: 'does not accept links to facebook.com in this kind of post: remove the link',
  1366046: 'refused a photo (over 4 MB or not JPG/PNG): use a smaller JPG or PNG',
  1346003: 'flagged the post as abusive: change the content',
  4854002: 'needs you to confirm your identity on facebook.com before publishing',
  2207004: 'refused an image that is too large (8 MB at most): use a smaller image',
  2207005: 'cannot use this image format (JPEG is required): convert the image to JPEG',
  2207009: 'refused the image aspect ratio (between 4:5 and 1.91:1): crop the image',
  2207010: 'refused the caption (2,200 characters, 30 hashtags and 20 mentions at most): shorten it',
  2207026: 'cannot use this video (MP4/MOV, H.264, 3 s to 15 min): convert the video',
  2207050: 'has restricted this account: check it in the Instagram app',
  2207051: 'blocked this post: change the content',
  324: 'could not read the image file: attach a valid JPG or PNG',
  351: 'could not read the video file: attach a valid MP4',
};
const contentCode = (f: GraphFailure) => (f.subcode !== null && CONTENT[f.subcode] ? f.subcode : f.code !== null && CONTENT[f.code] ? f.code : null);

const RULES: Rule[] = [
  {
    when: (f) => f.code === 190 || f.code === 102,
    failure: 'reconnect',
    say: (f, net) => `${net} says ${TOKEN_REASONS[f.subcode ?? 0] ?? 'the access token is no longer valid'}. ${RECONNECT}`,
  },
  {
    when: (f) => f.code === 10 || (f.code !== null && f.code >= 200 && f.code <= 299),
    failure: 'reconnect',
    say: (_f, net) => `${net} says Cadence is missing a permission for this account. ${RECONNECT} and allow every permission.`,
  },
  {
    when: (f) => (f.code === 100 && f.subcode === 33) || f.subcode === 1404078 || f.code === 1404078 || /not an Instagram Business/i.test(f.message),
    failure: 'reconnect',
    say: (_f, net) => `${net} says this account can no longer be reached with your connection (the Page, its Instagram link or your role changed). ${RECONNECT}`,
  },
  {
    when: (f) => f.code === 9 && f.subcode === 2207042,
    failure: 'defer',
    say: () => 'Instagram says the daily publishing limit of this account is reached. Cadence publishes it when the 24-hour window frees up.',
    retryAfterMs: () => 60 * MINUTE,
  },
  {
    when: (f) => f.code === 9007 || f.subcode === 2207027,
    failure: 'retry',
    say: () => 'Instagram is still processing the media. Cadence tries again in a moment.',
    retryAfterMs: () => 10_000,
  },
  {
    when: isThrottle,
    failure: 'retry',
    say: (f, net) => `${net} is limiting how fast Cadence can post right now. Cadence tries again in ${Math.ceil(throttleWait(f) / MINUTE)} minutes.`,
    retryAfterMs: (f) => throttleWait(f),
  },
  {
    when: (f) => f.code === 1 || f.code === 2 || f.transient || f.status >= 500 || [2207003, 2207052, 2207082].includes(f.subcode ?? 0),
    failure: 'retry',
    say: (_f, net) => `${net} had a temporary problem. Cadence tries again shortly.`,
  },
  {
    when: (f) => f.code === 506 || f.subcode === 1366051,
    failure: 'permanent',
    say: (_f, net) => `${net} refused it as a duplicate of a post already published. Change the text before publishing again.`,
  },
  {
    when: (f) => f.subcode === 2207001,
    failure: 'permanent',
    say: () => 'Instagram flagged the post as spam. Change the content before publishing again.',
  },
  {
    when: (f) => f.code === 368,
    failure: 'permanent',
    say: (_f, net) => `${net} has temporarily blocked posting from this account for a policy violation. Check your notifications on ${net} before trying again.`,
  },
  {
    when: (f) => contentCode(f) !== null,
    failure: 'permanent',
    say: (f, net) => `${net} ${CONTENT[contentCode(f) ?? 0]}.`,
  },
];

function throttleWait(f: GraphFailure): number {
  if (f.regainMinutes !== null && f.regainMinutes > 0) return f.regainMinutes * MINUTE;
  // App-level limits reset over the rolling hour (§7 "≥1 h for app-level").
  return f.code === 4 ? 60 * MINUTE : 10 * MINUTE;
}

export const networkName = (platform: MetaPlatform) => (platform === 'instagram' ? 'Instagram' : 'Facebook');

function codeOf(f: GraphFailure): string {
  if (f.code === null) return `http_${f.status}`;
  return f.subcode === null ? String(f.code) : `${f.code}/${f.subcode}`;
}

export function classifyFailure(f: GraphFailure, platform: MetaPlatform): NetworkError {
  const net = networkName(platform);
  const rule = RULES.find((r) => r.when(f));
  const code = codeOf(f);
  if (rule) return new NetworkError(rule.failure, code, `${rule.say(f, net)} (code ${code})`, rule.retryAfterMs?.(f) ?? null);
  const reason = (f.userMessage ?? f.message).replace(/\.$/, '') || `HTTP ${f.status}`;
  return new NetworkError('permanent', code, `${net} refused the post: ${reason}. Edit the post and try again. (code ${code})`);
}

/** The failure described by a Graph answer (error envelope and usage headers). */
export function readFailure(status: number, body: unknown, headers: Headers): GraphFailure {
  const error = typeof body === 'object' && body !== null ? (body as { error?: Record<string, unknown> }).error : undefined;
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
  return {
    status,
    code: num(error?.code),
    subcode: num(error?.error_subcode),
    message: typeof error?.message === 'string' ? error.message : typeof body === 'string' ? body.slice(0, 200) : '',
    userMessage: typeof error?.error_user_msg === 'string' ? error.error_user_msg : null,
    transient: error?.is_transient === true,
    regainMinutes: regainMinutes(headers.get('x-business-use-case-usage')),
  };
}

function regainMinutes(header: string | null): number | null {
  if (!header) return null;
  try {
    const usage = JSON.parse(header) as Record<string, Array<{ estimated_time_to_regain_access?: number }>>;
    const values = Object.values(usage).flatMap((entries) => entries.map((e) => e.estimated_time_to_regain_access ?? 0));
    return values.length > 0 ? Math.max(...values) : null;
  } catch {
    return null;
  }
}

/**
 * No answer at all. On the non-idempotent create the post may exist ('unknown': the publisher
 * reconciles with findExisting before anything else); anywhere else trying again is safe.
 */
export function classifyTransport(error: TransportError, platform: MetaPlatform, stage: 'create' | 'other'): NetworkError {
  const net = networkName(platform);
  if (stage === 'create') {
    return new NetworkError('unknown', 'no_answer', `${net} did not answer after the post was sent (${error.message}). Cadence checks whether it went out before trying again.`);
  }
  return new NetworkError('retry', 'no_answer', `${net} could not be reached (${error.message}). Cadence tries again shortly.`);
}
