import { count, eq } from 'drizzle-orm';
import { CheckoutData, User } from '@cadence/shared-lib/contract';
import { invoices, subscriptions, users } from '../../src/db/schema';
import { insertPaidPlan } from '../setup/payments';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const goodCard = { number: '3782 822463 10005', expiry: '12/30', cvc: '1234', action: 'pay' };

describe('sandbox hosted checkout', () => {
  let t: TestApp;
  let paid: Awaited<ReturnType<typeof insertPaidPlan>>;
  beforeAll(async () => {
    t = await createTestApp();
    paid = await insertPaidPlan(t.db);
  });
  afterAll(() => t.close());

  /** A new user who chose the paid plan: the checkout path on this server. */
  async function startCheckout(durationId?: number) {
    const user = await registerUser(t.app);
    const url = `/api/web/v1/plans/subscribe/${paid.plan.id}${durationId ? `/${durationId}` : ''}?trial=false`;
    const response = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { user: User; url: string };
    expect(data.user.subscribed_to).toBeNull();
    expect(data.url.startsWith(`${t.config.publicUrl}/payments/sandbox/checkout/cs_sandbox_`)).toBe(true);
    const path = new URL(data.url).pathname;
    return { user, path, sessionId: path.split('/').pop() ?? '' };
  }
  const me = async (headers: Record<string, string>) =>
    User.parse((await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers })).json().data.user);

  it('renders an accessible payment page with the plan and price', async () => {
    const { path } = await startCheckout();
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('Pro (Monthly)');
    expect(page.body).toContain('$49.00 per month');
    expect(page.body).toContain('<label for="number">Card number</label>');
    expect(page.body).toContain('Pay $49.00');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('shows the card rule message for a non-Amex or bad-checksum number, and charges nothing', async () => {
    const { user, path } = await startCheckout();
    for (const number of ['4242424242424242', '378282246310006']) {
      const response = await t.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, number }) });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain('It is not valid credit card!');
      expect(response.body).toContain('aria-invalid="true" aria-describedby="number-error"');
    }
    const expired = await t.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, expiry: '01/20', cvc: '12' }) });
    expect(expired.body).toContain('This card has expired.');
    expect(expired.body).toContain('The security code is 4 digits.');
    expect((await me(user.headers)).subscribed_to).toBeNull();
  });

  it('on success delivers a verified webhook: the plan is in force, an invoice exists, the session is complete', async () => {
    const { user, path, sessionId } = await startCheckout(paid.yearly.id);
    const response = await t.app.inject({ method: 'POST', url: path, ...form(goodCard) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${t.config.publicUrl}/subscriptions/checkout/success?session_id=${sessionId}`);

    const subscribed = (await me(user.headers)).subscribed_to;
    expect(subscribed?.plan).toMatchObject({ id: paid.plan.id, name: 'Pro' });
    expect(subscribed?.duration).toMatchObject({ price_format: '$480.00', duration: 'year' });
    const renews = new Date(`${subscribed?.renews_on ?? ''}T00:00:00Z`).getTime();
    expect(renews - Date.now()).toBeGreaterThan(360 * 86_400_000);

    const rows = await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 48000, tax: 0, currency: 'USD', status: 'paid', plan_id: paid.plan.id, description: 'Pro (Yearly)' });
    expect(rows[0]?.number).toMatch(/^CAD-\d{6}$/);

    const session = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/sessions/${sessionId}`, headers: user.headers });
    expect(session.json().data.session).toMatchObject({ id: sessionId, status: 'complete', plan_id: paid.plan.id, plan_duration_id: paid.yearly.id });

    // Paying again (a double submit) changes nothing.
    const again = await t.app.inject({ method: 'POST', url: path, ...form(goodCard) });
    expect(again.body).toContain('This checkout has been paid.');
    const [subs] = await t.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.user_id, user.user.id));
    expect(subs?.n).toBe(1);
  });

  it('a declined card says so and leaves no subscription', async () => {
    const { user, path, sessionId } = await startCheckout();
    const response = await t.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, number: '340000000000009' }) });
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('<div role="alert">Your card was declined.</div>');
    expect((await me(user.headers)).subscribed_to).toBeNull();
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.user.id))).toEqual([]);
    const session = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/sessions/${sessionId}`, headers: user.headers });
    expect(session.json().data.session.status).toBe('open');
  });

  it('asks for confirmation on the 3-D-Secure card: rejecting charges nothing, confirming subscribes', async () => {
    const { user, path } = await startCheckout();
    const first = await t.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, number: '371449635398431' }) });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(path);
    const step = await t.app.inject({ method: 'GET', url: path });
    expect(step.body).toContain('Confirm this payment');
    expect(step.body).toContain('a payment of $49.00 to Cadence');

    const rejected = await t.app.inject({ method: 'POST', url: `${path}/confirm`, ...form({ action: 'reject' }) });
    expect(rejected.statusCode).toBe(402);
    expect(rejected.body).toContain('The payment was not confirmed.');
    expect((await me(user.headers)).subscribed_to).toBeNull();

    await t.app.inject({ method: 'POST', url: path, ...form({ ...goodCard, number: '371449635398431' }) });
    const approved = await t.app.inject({ method: 'POST', url: `${path}/confirm`, ...form({ action: 'approve' }) });
    expect(approved.statusCode).toBe(303);
    expect((await me(user.headers)).subscribed_to?.plan.name).toBe('Pro');
  });

  it('cancel returns to the plans page without charging', async () => {
    const { user, path } = await startCheckout();
    const response = await t.app.inject({ method: 'POST', url: path, ...form({ action: 'cancel' }) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${t.config.publicUrl}/plans`);
    expect((await me(user.headers)).subscribed_to).toBeNull();
    expect(await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).toEqual([]);
  });

  it('speaks the user’s language, right to left in Arabic', async () => {
    const { user } = await startCheckout();
    await t.db.update(users).set({ locale: 'ar' }).where(eq(users.id, user.user.id));
    const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${paid.plan.id}`, headers: user.headers });
    const page = await t.app.inject({ method: 'GET', url: new URL(response.json().data.url as string).pathname });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('رقم البطاقة');
  });

  it('an unknown session shows a dead end, not a form', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/payments/sandbox/checkout/cs_sandbox_nope' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This checkout does not exist or has expired.');
  });

  it('upgrade: GET /subscriptions/checkout/:planId answers {id, url}; free plans and strangers are refused', async () => {
    const owner = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/${paid.plan.id}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    const data = CheckoutData.strict().parse(response.json().data);
    expect(data.url).toBe(`${t.config.publicUrl}/payments/sandbox/checkout/${data.id}`);

    const own = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/sessions/${data.id}`, headers: owner.headers });
    expect(own.statusCode).toBe(200);
    const stranger = await registerUser(t.app);
    const other = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/sessions/${data.id}`, headers: stranger.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not Found.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/sessions/${data.id}` })).statusCode).toBe(401);

    const plans = (await t.app.inject({ method: 'GET', url: '/api/web/v1/plans', headers: owner.headers })).json().data.plans as Array<{ id: number; free: boolean }>;
    const free = plans.find((p) => p.free);
    const refused = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/${free?.id}`, headers: owner.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.plan).toEqual(['The selected plan is free: choose it on the plans page.']);
  });
});
