// The X fake (platform-contracts §6), reached at `baseUrl`:
//   <baseUrl>/www/i/oauth2/authorize      browser consent with PKCE S256 (consent 'page': an
//                                          Authorize/Cancel form with a "sandbox user" name field)
//   <baseUrl>/api/2/oauth2/token          code (30 s, single use, verifier checked) and rotating
//                                          single-use refresh grants; Basic auth for the confidential client
//   <baseUrl>/api/2/{users/me, users/{id}/tweets, tweets, media/upload…}
//   <baseUrl>/www/{username}/status/{id}  a post's permalink page (also /www/i/web/status/{id})
// So the app's config is X_AUTHORIZE_URL=<baseUrl>/www/i/oauth2/authorize and X_API_URL=<baseUrl>/api.
// Every API answer carries x-rate-limit-limit/-remaining/-reset (15-minute windows; reported, not
// enforced — the rate-limit fault makes a 429).
//
// Users: a consent signs in the user named on the consent page, or with consent 'auto' the one named
// by the authorize URL's `sandbox_user` query parameter, default "Sandbox User"; the same name is
// always the same user. Tokens are signed and self-contained (kit/signed-tokens.ts); spent refresh
// tokens are remembered in memory. For the bench, `mintAccount()` returns a fresh user ("Sandbox
// User <n>") with an access and a refresh token, no consent needed.
import { stateControls } from '../kit/posts';
import { FaultQueue } from '../kit/fault-queue';
import { drop, json, send, type FakeReply } from '../kit/reply';
import { TokenSigner } from '../kit/signed-tokens';
import { delay, parseRequest } from '../http';
import type { FakeNetwork } from '../types';
import { issueTokens } from './auth';
import type { XContext, XFakeOptions } from './context';
import { route } from './router';
import { XState } from './state';
import { userNamed } from './users';

export type { XFakeOptions } from './context';

export interface MintedXAccount {
  externalId: string;
  name: string;
  username: string;
  accessToken: string;
  refreshToken: string;
}

export interface XFake extends FakeNetwork {
  readonly name: 'x';
  /** A new user with tokens, no consent needed (bench seeding); `name` picks a given user instead. */
  mintAccount(name?: string): MintedXAccount;
  /** How many requests `METHOD path` (e.g. "POST /api/2/oauth2/token") the fake received. */
  calls(key: string): number;
}

const DEFAULT_SCOPE = 'tweet.read tweet.write users.read offline.access media.write';
const WINDOW_MS = 15 * 60 * 1000;

function defaultMatch(kind: string, key: string): boolean {
  if (kind === 'media-in-progress' || kind === 'media-error') return key.startsWith('POST /api/2/media/upload');
  return key === 'POST /api/2/tweets';
}

/** Per-user limits of the documented endpoints (per 15 minutes). */
function limitOf(key: string): number {
  if (key === 'POST /api/2/tweets') return 100;
  if (key.includes('/media/upload')) return 1875;
  if (key === 'GET /api/2/users/me') return 75;
  if (/\/users\/\d+\/tweets$/.test(key)) return 900;
  return 300;
}

export function createXFake(options: XFakeOptions): XFake {
  const ctx: XContext = {
    options: { ...options, baseUrl: options.baseUrl.replace(/\/$/, '') },
    state: new XState(),
    faults: new FaultQueue(defaultMatch),
    tokens: new TokenSigner('x1', `x:${options.clientSecret}`),
  };
  let minted = 0;

  function rateHeaders(key: string, fault: boolean): Record<string, string> {
    const windowStart = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS;
    const counter = `${windowStart} ${key}`;
    const used = (ctx.state.windows.get(counter) ?? 0) + 1;
    ctx.state.windows.set(counter, used);
    const limit = limitOf(key);
    // A 429 from the rate-limit fault says: nothing left until a minute from now.
    const reset = fault ? Math.ceil((Date.now() + 60_000) / 1000) : Math.ceil((windowStart + WINDOW_MS) / 1000);
    return { 'x-rate-limit-limit': String(limit), 'x-rate-limit-remaining': String(fault ? 0 : Math.max(0, limit - used)), 'x-rate-limit-reset': String(reset) };
  }

  async function serve(req: Parameters<FakeNetwork['handle']>[0], res: Parameters<FakeNetwork['handle']>[1]): Promise<void> {
    const request = await parseRequest(req);
    const key = `${request.method} ${request.path}`;
    ctx.state.calls.set(key, (ctx.state.calls.get(key) ?? 0) + 1);
    if (options.latencyMs) await delay(options.latencyMs);
    const slow = ctx.faults.take(key, ['slow']);
    if (slow) await delay(slow.delayMs ?? 5000);
    const dropAfter = ctx.faults.take(key, ['drop-after-accept']);
    const reply: FakeReply = route({ ctx, req: request, key });
    if (dropAfter) return drop(res);
    send(res, reply, request.path.startsWith('/api/') ? rateHeaders(key, reply.kind === 'json' && reply.status === 429) : {});
  }

  return {
    name: 'x',
    handle(req, res) {
      serve(req, res).catch((error: unknown) => send(res, json(500, { title: 'Internal Error', detail: `Sandbox failure: ${(error as Error).message}`, type: 'about:blank', status: 500 })));
    },
    ...stateControls(ctx, () => new XState()),
    mintAccount(name?: string): MintedXAccount {
      minted += 1;
      const user = userNamed(name ?? `Sandbox User ${minted}`);
      const tokens = issueTokens(ctx, user, DEFAULT_SCOPE);
      return { externalId: user.id, name: user.name, username: user.username, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? '' };
    },
    calls: (key) => ctx.state.calls.get(key) ?? 0,
  };
}
