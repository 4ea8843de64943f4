// A real HTTP server on 127.0.0.1 (random port) standing in for the API in client and component
// tests. It answers CORS for the jsdom origin, records every request so a test can check what was
// really sent, and points shared-lib's axios instance at itself until close().
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from '@cadence/shared-lib';

export interface RecordedRequest {
  method: string;
  /** Path and query below the origin, e.g. `/api/web/v1/plans?x=1`. */
  url: string;
  /** Path below /api/web/v1, without the query. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text (multipart file bytes are not meant to be read from it). */
  body: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Holds the answer back, to observe a loading state. */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply;

export interface TestApi {
  /** Base URL the axios instance points at, e.g. http://127.0.0.1:1234/api/web/v1/ */
  baseURL: string;
  requests: RecordedRequest[];
  /** Sets the answer of `METHOD /path` (path below /api/web/v1, without the query string). */
  on(method: string, path: string, handler: Handler | Reply): void;
  /** The requests made to `METHOD /path`. */
  sent(method: string, path: string): RecordedRequest[];
  close(): Promise<void>;
}

const ORIGIN = 'http://localhost';
const PREFIX = '/api/web/v1';

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', ORIGIN);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
        res.writeHead(204).end();
        return;
      }
      const url = req.url ?? '/';
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url,
        path: url.split('?')[0].slice(PREFIX.length),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      const reply: Reply = handler ? handler(recorded) : { status: 404, body: { message: 'Not Found' } };
      const send = () => {
        res.writeHead(reply.status, { ...(reply.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...reply.headers });
        res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseURL = `http://127.0.0.1:${port}${PREFIX}/`;
  const originalBaseURL = http.defaults.baseURL;
  http.defaults.baseURL = baseURL;
  return {
    baseURL,
    requests,
    on(method, path, handler) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    sent: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.defaults.baseURL = originalBaseURL;
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The text fields of a multipart body (`name → value`), files excluded. */
export function multipartFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const re = /Content-Disposition: form-data; name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g;
  for (let match = re.exec(body); match; match = re.exec(body)) fields[match[1]] = match[2];
  return fields;
}
