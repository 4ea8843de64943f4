// Bearer checks of the LinkedIn fake: the token's signature, expiry, expireTokens() and revocation.
import { bearer } from '../kit/signed-tokens';
import type { FakeReply } from '../kit/reply';
import type { LinkedInContext } from './context';
import { ACCESS_TTL_S, REFRESH_TTL_S } from './context';
import { expiredToken, invalidToken, revokedToken } from './errors';
import { memberNamed, type SandboxMember } from './members';
import type { FakeRequest } from '../http';

export type Authenticated = { member: SandboxMember; scope: string; reply?: undefined } | { reply: FakeReply };

export function authenticate(ctx: LinkedInContext, req: FakeRequest): Authenticated {
  const token = bearer(req.headers.authorization);
  const claims = token ? ctx.tokens.read(token) : null;
  if (!claims || claims.typ !== 'a') return { reply: invalidToken() };
  if ((ctx.state.revokedAt.get(claims.sub) ?? -1) >= claims.iat) return { reply: revokedToken() };
  if (claims.exp <= Date.now() || claims.iat <= ctx.state.expiredBefore) return { reply: expiredToken() };
  return { member: memberNamed(claims.name), scope: claims.scope };
}

/** Issues an access token (60 days) and a refresh token (365 days from the first grant, kept on refresh). */
export function issueTokens(ctx: LinkedInContext, member: SandboxMember, scope: string, refresh?: { token: string; exp: number }) {
  const now = Date.now();
  // Issued strictly after any expiry cutoff or revocation, so a fresh token is never born dead.
  const iat = Math.max(now, ctx.state.expiredBefore + 1, (ctx.state.revokedAt.get(member.sub) ?? -1) + 1);
  const base = { sub: member.sub, name: member.name, scope };
  const accessToken = ctx.tokens.issue({ ...base, typ: 'a', iat, exp: now + ACCESS_TTL_S * 1000 });
  const refreshExp = refresh?.exp ?? now + REFRESH_TTL_S * 1000;
  const refreshToken = refresh?.token ?? ctx.tokens.issue({ ...base, typ: 'r', iat, exp: refreshExp });
  return { accessToken, accessExpiresIn: ACCESS_TTL_S, refreshToken, refreshExpiresIn: Math.max(0, Math.floor((refreshExp - now) / 1000)) };
}
