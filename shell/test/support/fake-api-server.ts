// A small real HTTP server speaking the API's login contract, for the login page tests (jsdom's XHR
// really connects to it, CORS included). It records the requests it saw.
import { createServer, type IncomingMessage, type Server } from 'http';
import type { AddressInfo } from 'net';
import type { User } from '@cadence/shared-lib';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApi {
  origin: string;
  seen: SeenRequest[];
  authImage: string | null;
  close(): Promise<void>;
}

const ORIGIN = 'http://localhost';

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => resolve(raw ? (JSON.parse(raw) as unknown) : null));
  });
}

export async function startFakeApi(account: { user: User; password: string }): Promise<FakeApi> {
  const api: Omit<FakeApi, 'origin' | 'close'> = { seen: [], authImage: null };
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', ORIGIN);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, accept, authorization, x-requested-with, x-xsrf-token');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://api.test');
    void readBody(req).then((body) => {
      api.seen.push({ method: req.method ?? '', path: url.pathname + url.search, body });
      const json = (status: number, payload: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
      if (url.pathname === '/api/web/v1/sanctum/csrf-cookie') return void res.writeHead(204).end();
      if (url.pathname === '/api/web/v1/settings') return json(200, { data: { auth_image: api.authImage } });
      if (url.pathname === '/api/web/v1/auth/login' && req.method === 'POST') {
        const credentials = body as { email?: string; password?: string };
        if (credentials.email === account.user.email && credentials.password === account.password) {
          return json(200, { data: { user: account.user, access_token: '7|a-real-looking-token' } });
        }
        return json(422, {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
        });
      }
      if (url.pathname === '/api/web/v1/auth/logout' && req.method === 'POST') return json(200, { data: { success: true } });
      const locale = /^\/api\/web\/v1\/account-settings\/locale\/([a-z]{2})$/.exec(url.pathname);
      if (locale && req.method === 'PUT') {
        return json(200, { data: { user: { ...account.user, locale: locale[1] } } });
      }
      return json(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
