// A real HTTP server on 127.0.0.1 (random port) standing in for the API in client tests.
// It answers CORS like the real API would for the jsdom origin, and records every request.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: RecordedRequest) => Reply;

export interface TestApi {
  /** Base URL for the axios instance, e.g. http://127.0.0.1:1234/api/web/v1/ */
  baseURL: string;
  requests: RecordedRequest[];
  /** Sets the answer of `METHOD /path` (path without query string). */
  on(method: string, path: string, handler: Handler | Reply): void;
  close(): Promise<void>;
}

const ORIGIN = 'http://localhost';

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
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const path = recorded.url.split('?')[0];
      const handler = routes.get(`${recorded.method} ${path}`);
      const reply: Reply = handler ? handler(recorded) : { status: 404, body: { message: 'Not Found' } };
      res.writeHead(reply.status, { ...(reply.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...reply.headers });
      res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api/web/v1/`,
    requests,
    on(method, path, handler) {
      routes.set(`${method.toUpperCase()} /api/web/v1${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
