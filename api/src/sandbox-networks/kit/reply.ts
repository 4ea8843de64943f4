// Route handlers of the LinkedIn and X fakes return a reply value instead of writing to the socket,
// so the dispatcher can add latency and rate-limit headers, or drop the connection after the
// request took effect (the drop-after-accept fault), in one place.
import type { ServerResponse } from 'node:http';
import { dropConnection, redirect, sendHtml, sendJson } from '../http';

export type FakeReply =
  | { kind: 'json'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'bytes'; status: number; type: string; data: string | Buffer };

export const json = (status: number, body?: unknown, headers?: Record<string, string>): FakeReply => ({ kind: 'json', status, body, headers });
export const html = (status: number, page: string): FakeReply => ({ kind: 'html', status, html: page });
export const redirectTo = (location: string): FakeReply => ({ kind: 'redirect', location });

export function send(res: ServerResponse, reply: FakeReply, extraHeaders: Record<string, string> = {}): void {
  if (res.writableEnded || res.destroyed) return;
  switch (reply.kind) {
    case 'json':
      if (reply.body === undefined) {
        res.writeHead(reply.status, { ...extraHeaders, ...reply.headers });
        res.end();
      } else {
        sendJson(res, reply.status, reply.body, { ...extraHeaders, ...reply.headers });
      }
      return;
    case 'html':
      sendHtml(res, reply.status, reply.html);
      return;
    case 'redirect':
      redirect(res, reply.location);
      return;
    case 'bytes':
      res.writeHead(reply.status, { 'content-type': reply.type, 'cache-control': 'no-store' });
      res.end(reply.data);
      return;
  }
}

/** The request was handled (e.g. the post recorded); the client never hears back. */
export function drop(res: ServerResponse): void {
  dropConnection(res);
}

/** A small avatar for sandbox members and users (no external image host needed). */
export function avatarSvg(label: string, color: string): string {
  const initials = label
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${color}"/><text x="48" y="58" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
