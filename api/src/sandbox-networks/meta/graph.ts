// The fake Graph API's front door (/graph/{ver?}/...): token checks, injected faults, routing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { delay, dropConnection, parseRequest, sendJson, type FakeRequest } from '../http';
import { str, type GraphCall, type GraphHandler, type MetaContext } from './context';
import { errors, graphError, rateLimited, type GraphAnswer } from './graph-errors';
import { comment, feed, photos, videos } from './graph-facebook';
import { createContainer, pollContainer, publish } from './graph-instagram';
import { accessToken } from './graph-oauth';
import { accounts, igMediaList, me, object, pagePosts, permissions, publishingLimit } from './graph-read';
import type { TokenRecord } from './state';

const ROUTES: Record<string, GraphHandler> = {
  'GET me': me,
  'GET me/permissions': permissions,
  'GET me/accounts': accounts,
  'GET :id': (ctx, call) => pollContainer(ctx, call) ?? object(ctx, call),
  'POST :id/feed': feed,
  'GET :id/feed': pagePosts,
  'GET :id/posts': pagePosts,
  'GET :id/published_posts': pagePosts,
  'POST :id/photos': photos,
  'POST :id/videos': videos,
  'POST :id/comments': comment,
  'POST :id/media': createContainer,
  'GET :id/media': igMediaList,
  'POST :id/media_publish': publish,
  'GET :id/content_publishing_limit': publishingLimit,
};

function routeKey(method: string, segments: string[]): string {
  if (segments[0] === 'me') return `${method} ${segments.join('/')}`;
  return `${method} ${[':id', ...segments.slice(1)].join('/')}`;
}

type Auth = { token: TokenRecord } | { error: GraphAnswer };

function authenticate(ctx: MetaContext, req: FakeRequest): Auth {
  const header = String(req.headers.authorization ?? '');
  const fromHeader = /^(Bearer|OAuth)\s+(.+)$/i.exec(header)?.[2];
  const value = str(req.params.access_token) ?? fromHeader;
  if (!value) return { error: errors.noToken() };
  const token = ctx.state.tokens.get(value);
  if (!token) return { error: errors.badToken() };
  if (token.status === 'revoked') return { error: errors.revoked() };
  if (token.status === 'expired' || (token.expiresAt !== null && token.expiresAt < Date.now())) return { error: errors.expired() };
  const proof = str(req.params.appsecret_proof);
  if (proof !== undefined) {
    const expected = Buffer.from(createHmac('sha256', ctx.options.clientSecret).update(value).digest('hex'));
    const given = Buffer.from(proof);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { error: errors.badProof() };
  }
  return { token };
}

/** The answer of a fault that replaces the real one, if a fault matches. */
function faultAnswer(ctx: MetaContext, key: string, objectId: string): GraphAnswer | null {
  const fault = ctx.faults.take(key, ['server-error', 'rate-limit', 'expired-token', 'revoked-token', 'duplicate']);
  if (!fault) return null;
  switch (fault.kind) {
    case 'server-error':
      return errors.serverError();
    case 'rate-limit':
      return rateLimited(objectId, ctx.state.igUsers.has(objectId) || ctx.state.containers.has(objectId));
    case 'expired-token':
      return errors.expired();
    case 'revoked-token':
      return errors.revoked();
    default:
      return errors.duplicate();
  }
}

async function answer(ctx: MetaContext, req: FakeRequest, segments: string[], version: string | null, key: string): Promise<GraphAnswer> {
  if (segments.join('/') === 'oauth/access_token') return faultAnswer(ctx, key, 'app') ?? accessToken(ctx, req);
  const auth = authenticate(ctx, req);
  if ('error' in auth) return auth.error;
  // A Page token's /me is the Page: let /me/feed etc. act on it.
  if (segments[0] === 'me' && auth.token.kind === 'page' && segments.length > 1 && !['permissions', 'accounts'].includes(segments[1])) {
    segments = [auth.token.pageId ?? 'me', ...segments.slice(1)];
  }
  const handler = segments.length >= 1 && segments.length <= 2 ? ROUTES[routeKey(req.method, segments)] : undefined;
  if (!handler) return graphError(400, { message: `Unknown path components: /${segments.join('/')}`, code: 2500 });
  const fault = faultAnswer(ctx, key, segments[0]);
  if (fault) return fault;
  const call: GraphCall = { req, segments, key, token: auth.token, version };
  return handler(ctx, call);
}

export async function handleGraph(ctx: MetaContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = await parseRequest(req);
  const segments = parsed.path.split('/').filter(Boolean).slice(1);
  const version = /^v\d+\.\d+$/.test(segments[0] ?? '') ? (segments.shift() ?? null) : null;
  const key = `${parsed.method} /${segments.join('/')}`;
  const slow = ctx.faults.take(key, ['slow']);
  if (slow) await delay(slow.delayMs ?? 3000);
  const drop = ctx.faults.take(key, ['drop-after-accept']);
  const result = await answer(ctx, parsed, segments, version, key);
  if (drop) {
    dropConnection(res);
    return;
  }
  sendJson(res, result.status, result.body, {
    'x-app-usage': JSON.stringify({ call_count: ctx.appUsage, total_time: ctx.appUsage, total_cputime: ctx.appUsage }),
    'x-fb-trace-id': Math.random().toString(36).slice(2, 12),
    ...result.headers,
  });
}
