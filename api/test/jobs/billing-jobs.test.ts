import { and, eq, isNull } from 'drizzle-orm';
import { checkoutSessions, invoices, sandboxDeliveries, subscriptions } from '../../src/db/schema';
import { billingLapses, sandboxDeliveries as retryDeliveries, sandboxRenewals } from '../../src/jobs/billing';
import { PlansRepository } from '../../src/modules/plans/repository';
import { WEBHOOK_PATH } from '../../src/modules/payments/routes';
import { SandboxProvider } from '../../src/modules/payments/sandbox/provider';
import { cards, DAY_MS, jobs, LONG_TOKENS, me, subscribePaid } from '../billing/flows';
import { mailsTo } from '../setup/outbox';
import { insertPaidPlan } from '../setup/payments';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

describe('billing jobs (called directly with the app clock)', () => {
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  let t: TestApp;
  let paid: Awaited<ReturnType<typeof insertPaidPlan>>;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: LONG_TOKENS });
    paid = await insertPaidPlan(t.db);
  });
  afterAll(() => t.close());

  const subscriptionOf = async (userId: number) =>
    (await t.db.select().from(subscriptions).where(and(eq(subscriptions.user_id, userId), eq(subscriptions.plan_id, paid.plan.id))))[0];
  const invoicesOf = (userId: number) => t.db.select().from(invoices).where(eq(invoices.user_id, userId));

  it('renews a subscription whose period ended: next period, a paid invoice, once', async () => {
    const user = await registerUser(t.app);
    await subscribePaid(t, user.headers, paid.plan.id);
    const renewsOn = (await me(t, user.headers)).subscribed_to?.renews_on ?? '';
    clock.advance(new Date(`${renewsOn}T10:00:00Z`).getTime() - clock().getTime() + 60_000);

    expect(await sandboxRenewals(jobs(t))).toMatchObject({ renewed: 1, failed: 0 });
    expect(await sandboxRenewals(jobs(t))).toMatchObject({ renewed: 0 });
    const after = (await me(t, user.headers)).subscribed_to;
    expect(after).toMatchObject({ status: 'active', plan: { name: 'Pro' } });
    expect(after?.renews_on).not.toBe(renewsOn);
    expect((await invoicesOf(user.user.id)).map((i) => i.status)).toEqual(['paid', 'paid']);
  });

  it('a failing renewal makes it past due (the user is emailed), is retried three times a day apart, then cancelled', async () => {
    const user = await registerUser(t.app);
    await subscribePaid(t, user.headers, paid.plan.id, cards.renewalsFail);
    clock.advance(31 * DAY_MS);

    expect(await sandboxRenewals(jobs(t))).toMatchObject({ failed: 1 });
    expect((await subscriptionOf(user.user.id))?.status).toBe('past_due');
    expect((await me(t, user.headers)).subscribed_to).toBeNull();
    const mails = mailsTo(t.config.dataDir, user.email);
    expect(mails.map((m) => m.subject)).toContain('Your payment failed');
    expect(mails.find((m) => m.subject === 'Your payment failed')?.links).toContain(`${t.config.publicUrl}/pages/account-setting/plans`);
    // The same day: no second attempt.
    expect(await sandboxRenewals(jobs(t))).toMatchObject({ failed: 0, cancelled: 0 });

    // Retries one and two fail; the third is the last.
    for (let retry = 1; retry <= 2; retry += 1) {
      clock.advance(DAY_MS);
      expect(await sandboxRenewals(jobs(t))).toMatchObject({ failed: 1 });
      expect((await subscriptionOf(user.user.id))?.status).toBe('past_due');
    }
    clock.advance(DAY_MS);
    expect(await sandboxRenewals(jobs(t))).toMatchObject({ cancelled: 1 });
    expect((await subscriptionOf(user.user.id))?.status).toBe('cancelled');
    // One renewal invoice, left open; the first payment stays paid.
    expect((await invoicesOf(user.user.id)).map((i) => i.status).sort()).toEqual(['open', 'paid']);
  });

  it('re-sends a webhook the app answered 500 to, with backoff, until it is applied', async () => {
    let refuseNext = true;
    const sandbox = new SandboxProvider({
      db: t.app.db,
      clock,
      secret: t.config.paymentsWebhookSecret,
      publicUrl: t.config.publicUrl,
      // The app fails once (a 500 rolls its transaction back, so nothing was applied), then answers normally.
      deliver: async (payload, headers) => {
        if (refuseNext) {
          refuseNext = false;
          return 500;
        }
        return (await t.app.inject({ method: 'POST', url: WEBHOOK_PATH, payload, headers })).statusCode;
      },
      log: () => undefined,
    });
    const user = await registerUser(t.app);
    const started = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/${paid.plan.id}`, headers: user.headers });
    const sessionId: string = started.json().data.id;
    const session = await sandbox.findSession(sessionId);
    if (!session) throw new Error('no sandbox session');
    await sandbox.complete(session, cards.good);

    // The first event (checkout.completed) was refused; the next one went through.
    const [refused] = await t.db.select().from(sandboxDeliveries).where(isNull(sandboxDeliveries.delivered_at));
    expect(refused?.body).toContain('"type":"checkout.completed"');
    expect(refused?.attempts).toBe(1);
    expect(refused?.last_error).toBe('HTTP 500');
    expect(refused?.delivered_at).toBeNull();
    const status = async () => (await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)))[0]?.status;
    expect(await status()).toBe('open');

    expect(await sandbox.deliveries.retryDue()).toBe(0);
    clock.advance(31_000);
    expect(await retryDeliveries({ ...jobs(t), payments: sandbox })).toEqual({ delivered: 1 });
    expect(await status()).toBe('complete');
    const [delivered] = await t.db.select().from(sandboxDeliveries).where(eq(sandboxDeliveries.id, refused?.id ?? ''));
    expect(delivered).toMatchObject({ attempts: 2, last_error: null });
  });

  it('ends a trial past its end: expired, emailed, no plan in force, nothing deleted', async () => {
    const trialPlan = await new PlansRepository(t.db).insertPlan({ name: 'Starter', free: false, trial_days: 14, sort: 7 }, [
      { label: 'Monthly', duration: 'month', price: 1900, currency: 'USD', is_default: true },
    ]);
    const user = await registerUser(t.app);
    await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${trialPlan.id}?trial=true`, headers: user.headers });
    expect((await me(t, user.headers)).subscribed_to?.status).toBe('trialing');

    clock.advance(13 * DAY_MS);
    expect(await billingLapses(jobs(t))).toMatchObject({ trials_ended: 0 });
    clock.advance(2 * DAY_MS);
    expect(await billingLapses(jobs(t))).toMatchObject({ trials_ended: 1 });
    expect(await billingLapses(jobs(t))).toMatchObject({ trials_ended: 0 });

    const signedIn = await me(t, user.headers);
    expect(signedIn.subscribed_to).toBeNull();
    expect(signedIn.email).toBe(user.email);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.user.id));
    expect(row?.status).toBe('expired');
    const mail = mailsTo(t.config.dataDir, user.email).find((m) => m.subject === 'Your trial ended');
    expect(mail?.text).toContain('Starter');
    expect(mail?.links).toContain(`${t.config.publicUrl}/plans`);
  });

  it('expires a past-due subscription once its grace period ran out', async () => {
    const user = await registerUser(t.app);
    const now = clock();
    const [row] = await t.db
      .insert(subscriptions)
      .values({ user_id: user.user.id, plan_id: paid.plan.id, status: 'past_due', ends_at: new Date(now.getTime() - 6 * DAY_MS), created_at: now, updated_at: now })
      .returning();
    await billingLapses(jobs(t));
    expect((await subscriptionOf(user.user.id))?.status).toBe('past_due');
    clock.advance(2 * DAY_MS);
    await billingLapses(jobs(t));
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, row?.id ?? 0)))[0]?.status).toBe('expired');
  });
});
