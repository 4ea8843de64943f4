// Issue 6 set-up over real HTTP: a JPEG for Instagram, post media uploads, posts due a minute ahead,
// and the sandbox networks' control routes (faults, forced token expiry) that `npm start` mounts.
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { bearer, type NewAccount } from './api';

const API = '/api/web/v1';

export type SandboxNetwork = 'meta' | 'linkedin' | 'x';

/** A real JPEG (Instagram publishes JPEG only). */
export function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: '#d04a3c' } })
    .jpeg()
    .toBuffer();
}

export async function uploadImage(request: APIRequestContext, account: NewAccount, bytes: Buffer): Promise<number> {
  const response = await request.post(`${API}/post-media`, {
    headers: bearer(account.token),
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { media: { id: number } } }).data.media.id;
}

/** The next whole minute (UTC) that is at least `leadSeconds` away, as the editor's date and time. */
export function nextMinute(leadSeconds = 20): { date: string; time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + leadSeconds * 1000) / 60_000) * 60_000);
  const iso = at.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), at };
}

export interface ScheduledPost {
  id: number;
  caption: string;
}

export async function schedulePost(
  request: APIRequestContext,
  account: NewAccount,
  plannerId: number,
  post: { caption: string; channels: string[]; mediaIds?: number[]; date: string; time: string },
): Promise<ScheduledPost> {
  const response = await request.post(`${API}/posts/create/${plannerId}`, {
    headers: bearer(account.token),
    data: { caption: post.caption, channels: post.channels, media_ids: post.mediaIds ?? [], state: 'scheduled', date: post.date, time: post.time },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { data: { post: { id: number; caption: string } } };
  return body.data.post;
}

export async function injectFault(request: APIRequestContext, network: SandboxNetwork, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`/sandbox-networks/${network}/__sandbox/faults`, { data: fault });
  expect(response.status()).toBe(204);
}

export async function clearFaults(request: APIRequestContext, network: SandboxNetwork): Promise<void> {
  expect((await request.delete(`/sandbox-networks/${network}/__sandbox/faults`)).status()).toBe(204);
}

export async function expireTokens(request: APIRequestContext, network: SandboxNetwork): Promise<void> {
  expect((await request.post(`/sandbox-networks/${network}/__sandbox/expire-tokens`)).status()).toBe(204);
}
