// The LinkedIn fake (platform-contracts §5), reached at `baseUrl`:
//   <baseUrl>/www/oauth/v2/authorization   browser consent (consent 'page': an Allow/Cancel form with a
//                                           "sandbox member" name field; 'auto': redirect at once)
//   <baseUrl>/www/oauth/v2/accessToken     code and refresh_token grants (secret in the form body)
//   <baseUrl>/api/v2/{userinfo,me,organizationalEntityAcls}
//   <baseUrl>/api/rest/{posts,images,videos,socialActions/…/comments}   (LinkedIn-Version required)
//   <baseUrl>/www/dms-uploads/…             upload URLs handed out by initializeUpload
//   <baseUrl>/www/feed/update/{urn}         a post's permalink page (sandbox-labelled)
// So the app's config is LINKEDIN_OAUTH_URL=<baseUrl>/www/oauth/v2 and LINKEDIN_API_URL=<baseUrl>/api.
//
// Members: a consent signs in the member named on the consent page, or with consent 'auto' the one
// named by the authorize URL's `sandbox_member` query parameter, default "Sandbox Member". The same
// name is always the same member (ids derive from it), so a reconnect finds the same accounts; each
// member administers one organization ("Cadence Sandbox Org" for the default member).
// Tokens are signed, self-contained values (kit/signed-tokens.ts): nothing to seed, and tokens the
// app stored survive a restart of the sandbox. For the bench, `mintAccount()` returns a fresh
// member ("Sandbox Member <n>") with tokens directly, without the browser round trip.
import { stateControls } from '../kit/posts';
import { FaultQueue } from '../kit/fault-queue';
import { drop, send, json } from '../kit/reply';
import { TokenSigner } from '../kit/signed-tokens';
import { delay, parseRequest } from '../http';
import type { FakeNetwork } from '../types';
import { issueTokens } from './auth';
import type { LinkedInContext, LinkedInFakeOptions } from './context';
import { memberNamed } from './members';
import { route } from './router';
import { LinkedInState } from './state';

export type { LinkedInFakeOptions } from './context';

export interface MintedLinkedInAccount {
  /** The member's id (sub): author urn:li:person:{externalId}. */
  externalId: string;
  name: string;
  accessToken: string;
  refreshToken: string;
  /** The organization the member administers: author urn:li:organization:{externalId}. */
  organization: { externalId: string; name: string };
}

export interface LinkedInFake extends FakeNetwork {
  readonly name: 'linkedin';
  /** A new member with tokens, no consent needed (bench seeding); `name` picks a given member instead. */
  mintAccount(name?: string): MintedLinkedInAccount;
  /** How many requests `METHOD path` (e.g. "POST /www/oauth/v2/accessToken") the fake received. */
  calls(key: string): number;
}

const DEFAULT_SCOPE = 'openid,profile,email,w_member_social,w_organization_social,r_organization_social,rw_organization_admin';

/** The create-post call is what faults hit by default; media faults hit the upload that starts processing. */
function defaultMatch(kind: string, key: string): boolean {
  if (kind === 'media-in-progress' || kind === 'media-error') return key.startsWith('PUT /www/dms-uploads/image/') || key === 'POST /api/rest/videos';
  return key === 'POST /api/rest/posts';
}

export function createLinkedInFake(options: LinkedInFakeOptions): LinkedInFake {
  const ctx: LinkedInContext = {
    options: { ...options, baseUrl: options.baseUrl.replace(/\/$/, '') },
    state: new LinkedInState(),
    faults: new FaultQueue(defaultMatch),
    tokens: new TokenSigner('AQX', `linkedin:${options.clientSecret}`),
  };
  let minted = 0;

  async function serve(req: Parameters<FakeNetwork['handle']>[0], res: Parameters<FakeNetwork['handle']>[1]): Promise<void> {
    const request = await parseRequest(req);
    const key = `${request.method} ${request.path}`;
    ctx.state.calls.set(key, (ctx.state.calls.get(key) ?? 0) + 1);
    if (options.latencyMs) await delay(options.latencyMs);
    const slow = ctx.faults.take(key, ['slow']);
    if (slow) await delay(slow.delayMs ?? 5000);
    const dropAfter = ctx.faults.take(key, ['drop-after-accept']);
    const reply = route({ ctx, req: request, key });
    if (dropAfter) drop(res);
    else send(res, reply);
  }

  return {
    name: 'linkedin',
    handle(req, res) {
      serve(req, res).catch((error: unknown) => send(res, json(500, { status: 500, message: `Sandbox failure: ${(error as Error).message}` })));
    },
    ...stateControls(ctx, () => new LinkedInState()),
    mintAccount(name?: string): MintedLinkedInAccount {
      minted += 1;
      const member = memberNamed(name ?? `Sandbox Member ${minted}`);
      const tokens = issueTokens(ctx, member, DEFAULT_SCOPE);
      return {
        externalId: member.sub,
        name: member.name,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        organization: { externalId: member.organization.id, name: member.organization.name },
      };
    },
    calls: (key) => ctx.state.calls.get(key) ?? 0,
  };
}
