// /account-settings/connections: list, remove, the three connect URLs, and the callback the
// networks send the browser back to (a plain redirect route outside the JSON contract table).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONNECTIONS_PAGE, connectionMessages, endpoints, type ConnectNetwork } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { replyMessage } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { currentUser } from '../planners/current-user';
import { callbackRoute, stateCookieName } from './oauth-state';
import { isConnectNetwork, OAUTH_STATE_TTL_MS } from './policy';
import { ConnectionsService, type CallbackInput, type CallbackResult } from './service';

function resultLocation(network: ConnectNetwork | null, result: CallbackResult): string {
  const query = new URLSearchParams({ status: result.status });
  if (network) query.set('platform', network);
  if (result.status === 'error') query.set('reason', result.reason);
  return `${CONNECTIONS_PAGE}?${query.toString()}`;
}

export async function connectionsRoutes(app: FastifyInstance): Promise<void> {
  const service = new ConnectionsService({
    db: app.db,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    appKey: app.config.appKey,
    social: app.social,
    log: app.log,
  });
  const secureCookie = app.config.publicUrl.startsWith('https://');

  // The route query (status/platform/reason of a return from a network) is validated and ignored.
  registerEndpoint(app, endpoints.connections, async (_input, request) => ({ data: await service.list(currentUser(request).id) }));

  registerEndpoint(app, endpoints.removeConnection, async ({ body }, request, reply) => {
    const result = await service.remove(currentUser(request).id, body);
    if (result.outcome === 'not-found') return replyMessage(reply, 404, HttpMessages.notFound);
    return { success: true as const, message: connectionMessages.removed };
  });

  const connect = (network: ConnectNetwork) => async (request: FastifyRequest, reply: FastifyReply) => {
    const start = await service.connect(currentUser(request).id, network);
    // The callback is a top-level navigation back from the network without our bearer token:
    // this cookie (Lax is sent on it) ties it to the browser that started the attempt.
    reply.setCookie(stateCookieName(network), start.nonce, {
      path: callbackRoute(network),
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      maxAge: OAUTH_STATE_TTL_MS / 1000,
    });
    return { data: { url: start.url } };
  };
  registerEndpoint(app, endpoints.connectWithFacebook, (_input, request, reply) => connect('facebook')(request, reply));
  registerEndpoint(app, endpoints.connectWithLinkedin, (_input, request, reply) => connect('linkedin')(request, reply));
  registerEndpoint(app, endpoints.connectWithTwitter, (_input, request, reply) => connect('twitter')(request, reply));

  app.get<{ Params: { network: string }; Querystring: CallbackInput }>(
    callbackRoute(':network' as ConnectNetwork),
    { schema: { hide: true } },
    async (request, reply) => {
      const { network } = request.params;
      if (!isConnectNetwork(network)) return reply.redirect(resultLocation(null, { status: 'error', reason: HttpMessages.notFound }), 302);
      const result = await service.callback(network, request.query, request.cookies[stateCookieName(network)]);
      reply.clearCookie(stateCookieName(network), { path: callbackRoute(network) });
      reply.header('cache-control', 'no-store');
      return reply.redirect(resultLocation(network, result), 302);
    },
  );
}
