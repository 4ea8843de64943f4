// Request and response helpers shared by the fakes: Meta takes parameters as a query string, a form
// or JSON, and uploads come as multipart or raw bytes (platform-contracts.md §0).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FakeRequest {
  method: string;
  /** Path without the query string, relative to the fake's base. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Query, form and JSON fields merged (body wins); JSON values kept as parsed. */
  params: Record<string, unknown>;
  /** Multipart file parts by field name. */
  files: Record<string, Buffer>;
  raw: Buffer;
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function parseRequest(req: IncomingMessage): Promise<FakeRequest> {
  const url = new URL(req.url ?? '/', 'http://fake.local');
  const raw = await readBody(req);
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const files: Record<string, Buffer> = {};
  const type = String(req.headers['content-type'] ?? '');
  if (raw.length > 0 && type.includes('application/json')) {
    try {
      Object.assign(params, JSON.parse(raw.toString('utf8')) as Record<string, unknown>);
    } catch {
      // A body that is not JSON: the route answers its own error.
    }
  } else if (raw.length > 0 && type.includes('application/x-www-form-urlencoded')) {
    Object.assign(params, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
  } else if (raw.length > 0 && type.includes('multipart/form-data')) {
    // undici's multipart parser (the same one fetch uses).
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') params[key] = value;
      else files[key] = Buffer.from(await value.arrayBuffer());
    }
  }
  return { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, params, files, raw };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

/** Destroys the socket without an answer (the "accepted, then the connection dropped" fault). */
export function dropConnection(res: ServerResponse): void {
  res.socket?.destroy();
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A page of the sandbox, visibly labelled so nobody mistakes it for the real network. */
export function sandboxPage(network: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} — ${escapeHtml(network)} sandbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}
.banner{background:#fff3cd;border:1px solid #e0c060;padding:.75rem 1rem;border-radius:6px;margin-bottom:1.5rem}
button{font-size:1rem;padding:.5rem 1.25rem;margin-inline-end:.5rem;cursor:pointer}</style></head>
<body><div class="banner" role="note"><strong>Sandbox network.</strong> This is Cadence's local ${escapeHtml(network)} sandbox: nothing here reaches the real ${escapeHtml(network)}.</div>
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
