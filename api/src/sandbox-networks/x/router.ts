// Which X fake route answers a request, after the bearer check and the injected request faults.
import type { FakeReply } from '../kit/reply';
import { authenticate } from './auth';
import type { XRoute } from './context';
import { notFound, tooMany, unauthorized, unavailable } from './errors';
import { appendUpload, finalizeUpload, initializeUpload, mediaUpload, uploadStatus } from './media-routes';
import { authorize, token } from './oauth-routes';
import { avatar, profilePage, statusPage } from './pages';
import { createTweet, tweetById, userTweets, usersMe } from './tweet-routes';
import type { SandboxUser } from './users';

function requestFault(route: XRoute, user: SandboxUser): FakeReply | null {
  const fault = route.ctx.faults.take(route.key, ['server-error', 'rate-limit', 'expired-token', 'revoked-token']);
  switch (fault?.kind) {
    case 'server-error':
      return unavailable();
    case 'rate-limit':
      return tooMany();
    case 'expired-token':
      return unauthorized();
    case 'revoked-token':
      // The user revoked the app: their access and refresh tokens issued so far die.
      route.ctx.state.revokedAt.set(user.id, Date.now());
      return unauthorized();
    default:
      return null;
  }
}

function authed(route: XRoute, then: (user: SandboxUser) => FakeReply): FakeReply {
  const auth = authenticate(route.ctx, route.req);
  if (auth.reply) return auth.reply;
  return requestFault(route, auth.user) ?? then(auth.user);
}

const seg = (s: string) => decodeURIComponent(s);

export function route(r: XRoute): FakeReply {
  const { method, path } = r.req;
  let m: RegExpExecArray | null;

  if (path === '/www/i/oauth2/authorize' && (method === 'GET' || method === 'POST')) return authorize(r);
  if ((m = /^\/www\/(?:i\/web|[A-Za-z0-9_]+)\/status\/(\d+)$/.exec(path)) && method === 'GET') return statusPage(r.ctx, m[1]);
  if ((m = /^\/www\/avatar\/[^/]+\.svg$/.exec(path)) && method === 'GET') return avatar();
  if ((m = /^\/www\/([A-Za-z0-9_]+)\/?$/.exec(path)) && method === 'GET') return profilePage(m[1]);

  if (path === '/api/2/oauth2/token' && method === 'POST') return token(r);
  if (path === '/api/2/users/me' && method === 'GET') return authed(r, (user) => usersMe(r, user));
  if ((m = /^\/api\/2\/users\/([^/]+)\/tweets$/.exec(path)) && method === 'GET') return authed(r, () => userTweets(r, seg(m![1])));
  if (path === '/api/2/tweets' && method === 'POST') return authed(r, (user) => createTweet(r, user));
  if ((m = /^\/api\/2\/tweets\/(\d+)$/.exec(path)) && method === 'GET') return authed(r, () => tweetById(r, m![1]));
  if (path === '/api/2/media/upload/initialize' && method === 'POST') return authed(r, (user) => initializeUpload(r, user));
  if ((m = /^\/api\/2\/media\/upload\/(\d+)\/append$/.exec(path)) && method === 'POST') return authed(r, (user) => appendUpload(r, user, m![1]));
  if ((m = /^\/api\/2\/media\/upload\/(\d+)\/finalize$/.exec(path)) && method === 'POST') return authed(r, (user) => finalizeUpload(r, user, m![1]));
  if (path === '/api/2/media/upload' && method === 'GET') return authed(r, (user) => uploadStatus(r, user));
  if (path === '/api/2/media/upload' && method === 'POST') return authed(r, (user) => mediaUpload(r, user));
  return notFound(`No route ${method} ${path}`);
}
