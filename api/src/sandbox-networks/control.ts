// Sandbox control routes in front of a fake, so a browser test or a local user can switch faults:
//   POST   /__sandbox/faults        body: FaultSpec (JSON)  → 204
//   DELETE /__sandbox/faults                               → 204
//   POST   /__sandbox/expire-tokens                         → 204
//   GET    /__sandbox/posts                                 → 200 { data: FakePost[] }
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeNetwork, FaultSpec } from './types';

const FAULT_KINDS: ReadonlySet<FaultSpec['kind']> = new Set([
  'server-error',
  'rate-limit',
  'expired-token',
  'revoked-token',
  'media-in-progress',
  'media-error',
  'drop-after-accept',
  'duplicate',
  'slow',
]);

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch {
        resolve(null);
      }
    });
  });
}

function isFault(value: unknown): value is FaultSpec {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.kind === 'string' &&
    FAULT_KINDS.has(v.kind as FaultSpec['kind']) &&
    (v.match === undefined || typeof v.match === 'string') &&
    (v.times === undefined || typeof v.times === 'number') &&
    (v.delayMs === undefined || typeof v.delayMs === 'number')
  );
}

export function withControlRoutes(fake: FakeNetwork): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (!path.startsWith('/__sandbox/')) {
      fake.handle(req, res);
      return;
    }
    const done = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (path === '/__sandbox/faults' && req.method === 'POST') {
      void readJson(req).then((body) => {
        if (!isFault(body)) return done(422, { message: 'A fault needs a known kind.' });
        fake.inject(body.times === undefined ? body : { ...body, times: body.times < 0 ? Infinity : body.times });
        done(204);
      });
      return;
    }
    if (path === '/__sandbox/faults' && req.method === 'DELETE') return (fake.clearFaults(), done(204));
    if (path === '/__sandbox/expire-tokens' && req.method === 'POST') return (fake.expireTokens(), done(204));
    if (path === '/__sandbox/posts' && req.method === 'GET') return done(200, { data: fake.posts() });
    done(404, { message: 'Unknown sandbox control route.' });
  };
}
