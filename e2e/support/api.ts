// Talks to the running API over real HTTP (Playwright's request context) to set up accounts that a
// test needs but is not about: registered, verified by the mailed link, subscribed and approved.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { accounts } from './accounts';
import { verificationPath } from './outbox';

const API = '/api/web/v1';

export interface NewAccount {
  id: number;
  full_name: string;
  email: string;
  password: string;
  /** The token the registration answered with (a session of its own). */
  token: string;
}

interface UserPayload {
  id: number;
  full_name: string;
  email: string;
}

/** A unique address per call, so reruns and tests never collide. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/** A password that meets the spec's rule (upper, lower, digit, special, 8+). */
export function strongPassword(): string {
  return `Pw!${randomBytes(5).toString('hex')}Aa1`;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, Accept: 'application/json' };
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

export async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${API}/auth/login`, { data: { email, password } });
  return (await json<{ data: { access_token: string } }>(response, `login ${email}`)).data.access_token;
}

// One admin token per worker: the login throttle counts every attempt per email + IP.
let adminToken: Promise<string> | null = null;
export function adminApiToken(request: APIRequestContext): Promise<string> {
  adminToken ??= login(request, accounts.admin.email, accounts.admin.password);
  return adminToken;
}

export async function registerAccount(request: APIRequestContext, label: string): Promise<NewAccount> {
  const email = uniqueEmail(label);
  const password = strongPassword();
  const full_name = `E2E ${label} ${randomBytes(2).toString('hex')}`;
  const response = await request.post(`${API}/auth/register`, { data: { full_name, phone: '+201001234567', email, password } });
  const { data } = await json<{ data: { user: UserPayload; access_token: string } }>(response, `register ${email}`);
  return { id: data.user.id, full_name, email, password, token: data.access_token };
}

/** Opens the emailed verification link the way its page does (the API check needs no session). */
export async function verifyByMail(request: APIRequestContext, account: NewAccount): Promise<void> {
  const link = new URL(await verificationPath(account.email), 'http://x');
  const [, , id, hash] = link.pathname.split('/');
  await json(await request.get(`${API}/auth/email/verify/${id}/${hash}${link.search}`), 'verify email');
}

export async function subscribeToFree(request: APIRequestContext, account: NewAccount): Promise<void> {
  const plans = await json<{ data: { plans: Array<{ id: number; name: string; free: boolean }> } }>(
    await request.get(`${API}/plans`, { headers: bearer(account.token) }),
    'plans',
  );
  const free = plans.data.plans.find((plan) => plan.name === 'Free' && plan.free);
  if (!free) throw new Error(`no free plan named "Free" in ${JSON.stringify(plans.data.plans)}`);
  await json(await request.get(`${API}/plans/subscribe/${free.id}?trial=false`, { headers: bearer(account.token) }), 'subscribe');
}

export async function approve(request: APIRequestContext, userId: number): Promise<void> {
  const token = await adminApiToken(request);
  await json(await request.put(`${API}/admin/users/${userId}/approve`, { headers: bearer(token) }), 'approve');
}

/** A user who passes every step of the guard: verified, subscribed to Free, approved. */
export async function readyAccount(request: APIRequestContext, label: string): Promise<NewAccount> {
  const account = await registerAccount(request, label);
  await verifyByMail(request, account);
  await subscribeToFree(request, account);
  await approve(request, account.id);
  return account;
}

export interface SessionRow {
  id: number;
  name: string;
  created_at: string;
  current: boolean;
}

export async function sessionsOf(request: APIRequestContext, token: string): Promise<SessionRow[]> {
  const answer = await json<{ data: { sessions: SessionRow[] } }>(
    await request.get(`${API}/account-settings/sessions`, { headers: bearer(token) }),
    'sessions',
  );
  return answer.data.sessions;
}

export async function revokeSession(request: APIRequestContext, token: string, sessionId: number): Promise<void> {
  const response = await request.delete(`${API}/account-settings/sessions/${sessionId}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
