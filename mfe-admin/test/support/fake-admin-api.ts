// A real HTTP server on 127.0.0.1 speaking the admin users part of the contract over an in-memory
// list, for the page tests (jsdom's XHR really connects to it, CORS included). Requests are
// validated with the contract's own schemas and recorded for the tests to inspect.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminUsersQuery,
  ChangeRoleRequest,
  CreateStaffRequest,
  serverMessages,
  type AdminUserRow,
} from '@cadence/shared-lib/contract';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeAdminApi {
  baseURL: string;
  users: AdminUserRow[];
  seen: SeenRequest[];
  /** The signed-in admin, whom the server refuses to suspend or demote. */
  selfId: number;
  /** When set, GET /admin/users answers with this status (e.g. 500). */
  failList: number | null;
  close(): Promise<void>;
}

const ORIGIN = 'http://localhost';
const PREFIX = '/api/web/v1';

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => resolve(raw ? (JSON.parse(raw) as unknown) : null));
  });
}

interface Issues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

type ListQuery = ReturnType<typeof AdminUsersQuery.parse>;

function unprocessable(error: Issues): { status: number; body: unknown } {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    (errors[field] ??= []).push(issue.message);
  }
  return { status: 422, body: { message: error.issues[0]?.message ?? 'Invalid.', errors } };
}

function matches(user: AdminUserRow, query: ListQuery): boolean {
  const q = query.q?.toLowerCase();
  if (q && !`${user.full_name} ${user.email}`.toLowerCase().includes(q)) return false;
  if (query.role && user.role !== query.role) return false;
  const flags: Array<[string | undefined, string | null]> = [
    [query.verified, user.email_verified_at],
    [query.approved, user.approved_at],
    [query.suspended, user.suspended_at],
  ];
  return flags.every(([wanted, value]) => wanted === undefined || (wanted === 'true') === (value !== null));
}

export async function startFakeAdminApi(users: AdminUserRow[], selfId: number): Promise<FakeAdminApi> {
  const state = { users: [...users], seen: [] as SeenRequest[], selfId, failList: null as number | null };
  const now = () => new Date('2026-11-22T10:00:00.000Z').toISOString();

  function handle(method: string, path: string, query: URLSearchParams, body: unknown): { status: number; body: unknown } {
    if (path === `${PREFIX}/admin/users` && method === 'GET') {
      if (state.failList) return { status: state.failList, body: { message: 'The database is down.' } };
      const parsed = AdminUsersQuery.safeParse(Object.fromEntries(query));
      if (!parsed.success) return unprocessable(parsed.error);
      const page = parsed.data.page ?? 1;
      const perPage = parsed.data.per_page ?? 10;
      const found = state.users.filter((user) => matches(user, parsed.data));
      return {
        status: 200,
        body: {
          data: {
            users: found.slice((page - 1) * perPage, page * perPage),
            meta: { total: found.length, page, per_page: perPage, last_page: Math.max(1, Math.ceil(found.length / perPage)) },
          },
        },
      };
    }
    if (path === `${PREFIX}/admin/users` && method === 'POST') {
      const parsed = CreateStaffRequest.safeParse(body);
      if (!parsed.success) return unprocessable(parsed.error);
      if (state.users.some((user) => user.email === parsed.data.email)) {
        return { status: 422, body: { message: serverMessages.unique('email'), errors: { email: [serverMessages.unique('email')] } } };
      }
      const user: AdminUserRow = {
        id: Math.max(0, ...state.users.map((u) => u.id)) + 1,
        full_name: parsed.data.full_name,
        email: parsed.data.email,
        phone: parsed.data.phone,
        role: 'staff',
        avatar: null,
        locale: 'en',
        email_verified_at: now(),
        approved_at: now(),
        suspended_at: null,
        created_at: now(),
        plan: null,
      };
      state.users.unshift(user);
      return { status: 200, body: { data: { user } } };
    }
    const action = /^\/api\/web\/v1\/admin\/users\/(\d+)\/(approve|suspend|restore|role)$/.exec(path);
    if (action && method === 'PUT') {
      const index = state.users.findIndex((user) => user.id === Number(action[1]));
      if (index < 0) return { status: 404, body: { message: 'Not Found' } };
      const user = { ...state.users[index] };
      const self = user.id === state.selfId;
      if (action[2] === 'approve') user.approved_at = now();
      if (action[2] === 'restore') user.suspended_at = null;
      if (action[2] === 'suspend' || action[2] === 'role') {
        if (self) {
          const text = serverMessages.cannotChangeSelf;
          return { status: 422, body: { message: text, errors: { user: [text] } } };
        }
      }
      if (action[2] === 'suspend') user.suspended_at = now();
      if (action[2] === 'role') {
        const parsed = ChangeRoleRequest.safeParse(body);
        if (!parsed.success) return unprocessable(parsed.error);
        user.role = parsed.data.role;
      }
      state.users[index] = user;
      return { status: 200, body: { data: { user } } };
    }
    return { status: 404, body: { message: 'Not Found' } };
  }

  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', ORIGIN);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, accept, authorization, x-requested-with, x-xsrf-token');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://api.test');
    void readBody(req).then((body) => {
      const method = req.method ?? 'GET';
      state.seen.push({ method, path: url.pathname, query: url.searchParams, body, authorization: req.headers.authorization });
      const reply = handle(method, url.pathname, url.searchParams, body);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseURL: `http://127.0.0.1:${port}${PREFIX}/`,
    close: () =>
      new Promise<void>((resolve) => {
        // Requests still in flight finish first, so the client never sees a reset connection.
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  });
}
