// A small real HTTP server speaking the API's auth contract, for the auth page tests (jsdom's XHR
// really connects to it, CORS included). It records the requests it saw; `answers` overrides a route's
// answer (failure paths), and `user` is the account as the server currently knows it.
import { createServer, type IncomingMessage, type Server } from 'http';
import type { AddressInfo } from 'net';
import type { User } from '@cadence/shared-lib';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeApi {
  origin: string;
  seen: SeenRequest[];
  authImage: string | null;
  /** The signed-in account as the server knows it (login, register and GET /auth/user answer it). */
  user: User;
  /** Overrides keyed `METHOD /path` (below /api/web/v1, without the query), e.g. `POST /auth/register`. */
  answers: Map<string, FakeAnswer>;
  close(): Promise<void>;
}

const ORIGIN = 'http://localhost';
const PREFIX = '/api/web/v1';
export const REGISTERED_TOKEN = '8|a-registered-token';
export const SIGNED_IN_TOKEN = '7|a-real-looking-token';

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => resolve(raw ? (JSON.parse(raw) as unknown) : null));
  });
}

/** Answers of the real API for the routes these tests use. */
function defaultAnswer(api: FakeApi, account: { password: string }, method: string, path: string, body: unknown): FakeAnswer {
  const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { data } });
  const route = `${method} ${path}`;
  if (route === 'GET /sanctum/csrf-cookie') return { status: 204, body: null };
  if (route === 'GET /settings') return ok({ auth_image: api.authImage });
  if (route === 'POST /auth/login') {
    const credentials = body as { email?: string; password?: string };
    if (credentials.email === api.user.email && credentials.password === account.password) {
      return ok({ user: api.user, access_token: SIGNED_IN_TOKEN });
    }
    const message = 'These credentials do not match our records.';
    return { status: 422, body: { message, errors: { email: [message] } } };
  }
  if (route === 'POST /auth/register') {
    const fields = body as { full_name: string; phone: string; email: string };
    api.user = { ...api.user, full_name: fields.full_name, phone: fields.phone, email: fields.email };
    return ok({ user: api.user, access_token: REGISTERED_TOKEN });
  }
  if (route === 'POST /auth/logout') return ok({ success: true });
  if (route === 'GET /auth/user') return ok({ user: api.user });
  if (route === 'POST /auth/forgot-password') return ok({ message: 'We have emailed your password reset link.' });
  if (route === 'POST /auth/reset-password') return ok({ message: 'Your password has been reset.' });
  if (route === 'POST /auth/email/verification-notification') return ok({ message: 'A new verification link has been sent.' });
  if (method === 'GET' && /^\/auth\/email\/verify\/\d+\/[0-9a-f]+$/.test(path)) {
    api.user = { ...api.user, email_verified_at: '2026-11-22T12:00:00.000Z' };
    return ok({ message: 'Your email has been verified.' });
  }
  const locale = /^\/account-settings\/locale\/([a-z]{2})$/.exec(path);
  if (locale && method === 'PUT') return ok({ user: { ...api.user, locale: locale[1] } });
  return { status: 404, body: { message: 'Not found' } };
}

export async function startFakeApi(account: { user: User; password: string }): Promise<FakeApi> {
  const api: Omit<FakeApi, 'origin' | 'close'> = { seen: [], authImage: null, user: account.user, answers: new Map() };
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', ORIGIN);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, accept, authorization, x-requested-with, x-xsrf-token');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://api.test');
    void readBody(req).then((body) => {
      const method = req.method ?? '';
      api.seen.push({ method, path: url.pathname + url.search, body });
      const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
      const answer = api.answers.get(`${method} ${path}`) ?? defaultAnswer(full, account, method, path, body);
      if (answer.status === 204) return void res.writeHead(204).end();
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const full: FakeApi = Object.assign(api, {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return full;
}
