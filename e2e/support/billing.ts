// Issue 4 set-up over real HTTP: the catalogue as the admin API sees it, plans made for one test,
// subscriptions started through the customer API, and the hosted sandbox checkout's form.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminApiToken, bearer, type NewAccount } from './api';

const API = '/api/web/v1';

/** Sandbox test cards (api/README.md): American Express numbers that pass the spec's card rule. */
export const CARDS = { success: '378282246310005', declined: '340000000000009' } as const;

interface AdminDuration {
  id?: number;
  label: string;
  duration: 'month' | 'year';
  price: number;
  currency: string;
  discount_text: string | null;
  default: boolean;
}

interface AdminFeature {
  key: string;
  value: string | null;
  active: boolean;
}

export interface AdminPlan {
  id: number;
  name: string;
  free: boolean;
  offer_code: string | null;
  durations: AdminDuration[];
  features: AdminFeature[];
  [field: string]: unknown;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

export async function adminPlans(request: APIRequestContext): Promise<AdminPlan[]> {
  const token = await adminApiToken(request);
  return (await ok<{ data: { plans: AdminPlan[] } }>(await request.get(`${API}/admin/plans`, { headers: bearer(token) }), 'admin plans')).data.plans;
}

export async function planNamed(request: APIRequestContext, name: string): Promise<AdminPlan> {
  const plan = (await adminPlans(request)).find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`no plan named ${name}`);
  return plan;
}

/** A free plan of its own for one test (not default), optionally behind an offer code. */
export async function createFreePlan(
  request: APIRequestContext,
  label: string,
  { offerCode = null, features = [] }: { offerCode?: string | null; features?: AdminFeature[] } = {},
): Promise<AdminPlan> {
  const token = await adminApiToken(request);
  const name = `${label} ${randomBytes(2).toString('hex')}`;
  const body = {
    name,
    desc: 'Made by a browser test',
    free: true,
    default: false,
    recommended: false,
    trial_days: 0,
    offer_code: offerCode,
    sort: 90,
    durations: [{ label: 'Monthly', duration: 'month', price: 0, currency: 'USD', discount_text: null, default: true }],
    features,
  };
  const answer = await ok<{ data: { plan: AdminPlan } }>(await request.post(`${API}/admin/plans`, { headers: bearer(token), data: body }), 'create plan');
  return answer.data.plan;
}

export function offerCode(): string {
  return `E2E${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** GET /plans/subscribe/{planId}?trial=… as the customer (free plans and trials start at once). */
export async function subscribeTo(request: APIRequestContext, account: NewAccount, planId: number, trial: boolean): Promise<void> {
  await ok(await request.get(`${API}/plans/subscribe/${planId}?trial=${trial}`, { headers: bearer(account.token) }), 'subscribe');
}

export interface MeSubscription {
  plan: { id: number; name: string };
  status: string;
  cancels_on: string | null;
}

export async function subscriptionOf(request: APIRequestContext, account: NewAccount): Promise<MeSubscription | null> {
  const answer = await ok<{ data: { user: { subscribed_to: MeSubscription | null } } }>(
    await request.get(`${API}/auth/user`, { headers: bearer(account.token) }),
    'me',
  );
  return answer.data.user.subscribed_to;
}

/** Fills the hosted sandbox checkout page and presses Pay. */
export async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/payments\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code (CVC)').fill('1234');
  await page.getByRole('button', { name: /^Pay / }).click();
}
