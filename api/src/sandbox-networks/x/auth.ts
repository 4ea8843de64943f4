// Bearer checks of the X fake and token issuing (2 h access tokens, rotating refresh tokens).
import { bearer } from '../kit/signed-tokens';
import type { FakeRequest } from '../http';
import type { FakeReply } from '../kit/reply';
import { ACCESS_TTL_S, REFRESH_TTL_S, type XContext } from './context';
import { unauthorized } from './errors';
import { userNamed, type SandboxUser } from './users';

export type Authenticated = { user: SandboxUser; scope: string; reply?: undefined } | { reply: FakeReply };

export function authenticate(ctx: XContext, req: FakeRequest): Authenticated {
  const token = bearer(req.headers.authorization);
  const claims = token ? ctx.tokens.read(token) : null;
  if (!claims || claims.typ !== 'a') return { reply: unauthorized() };
  if ((ctx.state.revokedAt.get(claims.sub) ?? -1) >= claims.iat) return { reply: unauthorized() };
  if (claims.exp <= Date.now() || claims.iat <= ctx.state.expiredBefore) return { reply: unauthorized() };
  return { user: userNamed(claims.name), scope: claims.scope };
}

export function issueTokens(ctx: XContext, user: SandboxUser, scope: string) {
  const now = Date.now();
  const iat = Math.max(now, ctx.state.expiredBefore + 1, (ctx.state.revokedAt.get(user.id) ?? -1) + 1);
  const base = { sub: user.id, name: user.name, scope };
  return {
    accessToken: ctx.tokens.issue({ ...base, typ: 'a', iat, exp: now + ACCESS_TTL_S * 1000 }),
    expiresIn: ACCESS_TTL_S,
    // Only with offline.access, as X.
    refreshToken: scope.split(' ').includes('offline.access') ? ctx.tokens.issue({ ...base, typ: 'r', iat, exp: now + REFRESH_TTL_S * 1000 }) : null,
  };
}
