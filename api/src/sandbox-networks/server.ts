// Runs a fake network on its own loopback port (tests, the bench), with the sandbox control routes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { withControlRoutes } from './control';
import type { FakeNetwork } from './types';

export interface RunningFake<F extends FakeNetwork> {
  fake: F;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** `create` receives the base URL the fake will be reached at. */
export async function startFakeServer<F extends FakeNetwork>(create: (baseUrl: string) => F): Promise<RunningFake<F>> {
  // Filled once the port (and so the base URL) is known; requests before that get 503.
  const holder: { handler?: (req: http.IncomingMessage, res: http.ServerResponse) => void } = {};
  const server = http.createServer((req, res) => {
    if (!holder.handler) {
      res.writeHead(503).end();
      return;
    }
    holder.handler(req, res);
  });
  // Like the real networks, keep idle connections for a minute: a short keep-alive (undici drops a
  // socket whose advertised timeout is under 2 s) would make every call a new TCP connection.
  // close() ends them itself.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake = create(url);
  holder.handler = withControlRoutes(fake);
  return {
    fake,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** SOCIAL_NETWORKS=live with every network URL on fakes running on their own ports (the paths the sandbox mount uses). */
export function liveEnvFor(urls: { meta: string; linkedin: string; x: string }): Record<string, string> {
  return {
    SOCIAL_NETWORKS: 'live',
    FACEBOOK_GRAPH_URL: `${urls.meta}/graph/v23.0`,
    FACEBOOK_DIALOG_URL: `${urls.meta}/www/v23.0/dialog/oauth`,
    LINKEDIN_OAUTH_URL: `${urls.linkedin}/www/oauth/v2`,
    LINKEDIN_API_URL: `${urls.linkedin}/api`,
    X_AUTHORIZE_URL: `${urls.x}/www/i/oauth2/authorize`,
    X_API_URL: `${urls.x}/api`,
  };
}
