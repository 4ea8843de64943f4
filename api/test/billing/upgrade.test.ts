import { and, eq, inArray } from 'drizzle-orm';
import { billingMessages } from '@cadence/shared-lib/contract';
import { checkoutSessions, plans, sandboxSubscriptions, subscriptions } from '../../src/db/schema';
import { insertPaidPlan } from '../setup/payments';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { me, subscribePaid } from './flows';

describe('upgrading a paid plan (GET /subscriptions/checkout/:planId)', () => {
  let t: TestApp;
  let pro: Awaited<ReturnType<typeof insertPaidPlan>>;
  let business: Awaited<ReturnType<typeof insertPaidPlan>>;
  beforeAll(async () => {
    t = await createTestApp();
    pro = await insertPaidPlan(t.db, 'Pro');
    business = await insertPaidPlan(t.db, 'Business');
  });
  afterAll(() => t.close());

  it('refuses the plan the user already pays for', async () => {
    const user = await registerUser(t.app);
    await subscribePaid(t, user.headers, pro.plan.id);
    const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/${pro.plan.id}`, headers: user.headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: billingMessages.samePlan, errors: { plan: [billingMessages.samePlan] } });
  });

  it('from /plans/subscribe, refuses the free plan or a trial while a paid plan bills, and the same plan again', async () => {
    const user = await registerUser(t.app);
    await subscribePaid(t, user.headers, pro.plan.id);
    const [free] = await t.db.select().from(plans).where(eq(plans.free, true));
    const attempts = [
      { url: `/api/web/v1/plans/subscribe/${free?.id}`, message: billingMessages.cancelPaidFirst },
      { url: `/api/web/v1/plans/subscribe/${business.plan.id}?trial=true`, message: billingMessages.cancelPaidFirst },
      { url: `/api/web/v1/plans/subscribe/${pro.plan.id}`, message: billingMessages.samePlan },
    ];
    for (const { url, message } of attempts) {
      const response = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { plan: [message] } });
    }
    expect((await me(t, user.headers)).subscribed_to?.plan.name).toBe('Pro');
  });

  it('once the new checkout is paid, the old provider subscription is cancelled at once and only the new plan is in force', async () => {
    const user = await registerUser(t.app);
    await subscribePaid(t, user.headers, pro.plan.id);
    const [old] = await t.db.select().from(subscriptions).where(and(eq(subscriptions.user_id, user.user.id), eq(subscriptions.plan_id, pro.plan.id)));
    expect(old?.status).toBe('active');

    const sessionId = await subscribePaid(t, user.headers, business.plan.id);
    const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session).toMatchObject({ replaces_subscription_id: old?.id, status: 'complete' });

    const [oldAtProvider] = await t.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, old?.provider_subscription_id ?? ''));
    expect(oldAtProvider?.status).toBe('cancelled');

    const inForce = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, user.user.id), inArray(subscriptions.status, ['active', 'trialing', 'past_due'])));
    expect(inForce).toHaveLength(1);
    expect(inForce[0]?.plan_id).toBe(business.plan.id);
    const [oldNow] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, old?.id ?? 0));
    expect(oldNow?.status).toBe('cancelled');
    expect((await me(t, user.headers)).subscribed_to?.plan.name).toBe('Business');

    const status = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/sessions/${sessionId}`, headers: user.headers });
    expect(status.json().data.session).toMatchObject({ status: 'complete', kind: 'plan', plan_id: business.plan.id });
  });
});
