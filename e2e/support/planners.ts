// Issue 5 set-up over real HTTP: planners and posts a test needs but is not about, the calendar's
// dates in a planner's zone, a real PNG, and the small web page whose link card the API previews.
import { createServer, type Server } from 'node:http';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { bearer, type NewAccount } from './api';
import { linkFixturePort } from './run-env';

const API = '/api/web/v1';

/** A real 1×1 PNG (what the upload checks from the bytes). */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The page the link preview fetches; only this host:port is allowed past the private-address rule. */
export const FIXTURE_ORIGIN = `http://127.0.0.1:${linkFixturePort}`;
export const FIXTURE_PAGE = `${FIXTURE_ORIGIN}/article.html`;
export const FIXTURE_CARD = {
  title: 'Autumn launch: the fixture article',
  description: 'A page served by the browser test, with its Open Graph card.',
  host: `127.0.0.1:${linkFixturePort}`,
} as const;

const FIXTURE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>Not the og:title</title>
<meta property="og:title" content="${FIXTURE_CARD.title}">
<meta property="og:description" content="${FIXTURE_CARD.description}">
<meta property="og:image" content="/card.png">
</head><body><h1>Fixture article</h1></body></html>`;

/** Serves the article and its card image on the fixed fixture port. */
export function startLinkFixture(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', FIXTURE_ORIGIN).pathname;
    if (path === '/article.html') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(FIXTURE_HTML);
    else if (path === '/card.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(PIXEL_PNG);
    else res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(linkFixturePort, '127.0.0.1', () => resolve(server));
  });
}

export function stopServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

// ---- dates on a planner's wall clock ----

/** Today's 'YYYY-MM-DD' in an IANA zone. */
export function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/**
 * Day `day` of the month after the current one in `zone`: always in the future and shown once the
 * calendar's "Next" is pressed from today.
 */
export function nextMonthDay(zone: string, day: number): string {
  const [year, month] = todayIn(zone).split('-').map(Number);
  const next = new Date(Date.UTC(year, month, day)); // month is 1-based here, so this is the next one
  return next.toISOString().slice(0, 10);
}

// ---- planners and posts over the API ----

export interface ApiPlanner {
  id: number;
  name: string;
  timezone: string;
}

export interface ApiPost {
  id: number;
  state: string;
  date: string | null;
  time: string | null;
  caption: string;
  review_status: string;
  link_url: string | null;
  link_meta: { title: string | null; description: string | null; host: string; image: string | null } | null;
  media: Array<{ id: number; kind: string; mime: string }>;
}

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

export async function createPlanner(request: APIRequestContext, account: NewAccount, name: string, timezone: string): Promise<ApiPlanner> {
  const response = await request.post(`${API}/accounts`, { headers: bearer(account.token), data: { name, timezone } });
  return (await ok<{ data: { account: ApiPlanner } }>(response, 'create planner')).data.account;
}

export interface PostInput {
  caption: string;
  date: string;
  time: string;
  link?: { url: string; meta: { title: string; description: string; host: string; image: string | null } };
}

/** A scheduled post at a local date and time of its planner. */
export async function createPost(request: APIRequestContext, account: NewAccount, plannerId: number, post: PostInput): Promise<ApiPost> {
  const data = {
    caption: post.caption,
    state: 'scheduled',
    date: post.date,
    time: post.time,
    ...(post.link ? { link_url: post.link.url, link_meta: post.link.meta } : {}),
  };
  const response = await request.post(`${API}/posts/create/${plannerId}`, { headers: bearer(account.token), data });
  return (await ok<{ data: { post: ApiPost } }>(response, 'create post')).data.post;
}

export async function showPost(request: APIRequestContext, account: NewAccount, postId: number): Promise<ApiPost> {
  return (await ok<{ data: { post: ApiPost } }>(await request.get(`${API}/posts/${postId}`, { headers: bearer(account.token) }), 'show post')).data.post;
}
