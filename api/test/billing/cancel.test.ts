import { and, eq } from 'drizzle-orm';
import { billingMessages } from '@cadence/shared-lib/contract';
import { invoices, sandboxSubscriptions, subscriptions } from '../../src/db/schema';
import { billingLapses, sandboxRenewals } from '../../src/jobs/billing';
import { PlansRepository } from '../../src/modules/plans/repository';
import { insertPaidPlan } from '../setup/payments';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { DAY_MS, jobs, LONG_TOKENS, me, subscribePaid } from './flows';

describe('GET /plans/cancel', () => {
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  let t: TestApp;
  let paid: Awaited<ReturnType<typeof insertPaidPlan>>;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: LONG_TOKENS });
    paid = await insertPaidPlan(t.db);
  });
  afterAll(() => t.close());

  const cancel = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/web/v1/plans/cancel', headers });

  it('a paid plan runs to the end of its paid period, then the jobs end it without another charge; cancelling twice is refused', async () => {
    const user = await registerUser(t.app);
    await subscribePaid(t, user.headers, paid.plan.id);
    expect((await me(t, user.headers)).subscribed_to).toMatchObject({ renews_on: '2026-12-22', cancels_on: null });

    const response = await cancel(user.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.url).toBe('/pages/account-setting/plans');
    expect(data.user.subscribed_to).toMatchObject({ plan: { name: 'Pro' }, status: 'active', cancels_on: '2026-12-22' });
    // The provider was told: it will not renew.
    const [provider] = await t.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.user_id, user.user.id));
    expect(provider?.cancel_at?.toISOString()).toBe('2026-12-22T10:00:00.000Z');

    const again = await cancel(user.headers);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: billingMessages.alreadyCancelled, errors: { subscription: [billingMessages.alreadyCancelled] } });

    clock.advance(29 * DAY_MS);
    await sandboxRenewals(jobs(t));
    await billingLapses(jobs(t));
    expect((await me(t, user.headers)).subscribed_to?.plan.name).toBe('Pro');

    clock.advance(2 * DAY_MS);
    expect(await sandboxRenewals(jobs(t))).toMatchObject({ renewed: 0, cancelled: 1 });
    await billingLapses(jobs(t));
    expect((await me(t, user.headers)).subscribed_to).toBeNull();
    const rows = await t.db.select().from(subscriptions).where(and(eq(subscriptions.user_id, user.user.id), eq(subscriptions.plan_id, paid.plan.id)));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    expect(await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).toHaveLength(1);
  });

  it('a trial ends at its trial end without a charge', async () => {
    const trialPlan = await new PlansRepository(t.db).insertPlan({ name: 'Trial Pro', free: false, trial_days: 7, sort: 6 }, [
      { label: 'Monthly', duration: 'month', price: 2900, currency: 'USD', is_default: true },
    ]);
    const user = await registerUser(t.app);
    const started = await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${trialPlan.id}?trial=true`, headers: user.headers });
    expect(started.json().data.user.subscribed_to).toMatchObject({ status: 'trialing' });
    const trialEnd = new Date(clock().getTime() + 7 * DAY_MS).toISOString().slice(0, 10);

    const response = await cancel(user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.subscribed_to).toMatchObject({ status: 'trialing', cancels_on: trialEnd });
    expect((await cancel(user.headers)).statusCode).toBe(422);

    clock.advance(8 * DAY_MS);
    await billingLapses(jobs(t));
    expect((await me(t, user.headers)).subscribed_to).toBeNull();
    const [row] = await t.db.select().from(subscriptions).where(and(eq(subscriptions.user_id, user.user.id), eq(subscriptions.plan_id, trialPlan.id)));
    expect(row?.status).toBe('expired');
    expect(await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).toEqual([]);
  });

  it('a free plan (or no plan) has nothing to cancel: 422', async () => {
    const user = await registerUser(t.app);
    const none = await cancel(user.headers);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(billingMessages.nothingToCancel);

    const plans = (await t.app.inject({ method: 'GET', url: '/api/web/v1/plans', headers: user.headers })).json().data.plans as Array<{ id: number; free: boolean }>;
    const free = plans.find((p) => p.free);
    await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${free?.id}`, headers: user.headers });
    expect((await me(t, user.headers)).subscribed_to?.plan.free).toBe(true);
    const response = await cancel(user.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: billingMessages.nothingToCancel, errors: { subscription: [billingMessages.nothingToCancel] } });
    expect((await me(t, user.headers)).subscribed_to?.plan.free).toBe(true);
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/web/v1/plans/cancel' })).statusCode).toBe(401);
  });
});
