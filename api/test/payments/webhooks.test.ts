import { count, eq } from 'drizzle-orm';
import { User } from '@cadence/shared-lib/contract';
import { invoices, paymentEvents, subscriptions } from '../../src/db/schema';
import type { EventWire } from '../../src/modules/payments/event-schema';
import { eventId, insertPaidPlan, sendWebhook, unix } from '../setup/payments';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

describe('POST /api/webhooks/payments', () => {
  let t: TestApp;
  let paid: Awaited<ReturnType<typeof insertPaidPlan>>;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp();
    paid = await insertPaidPlan(t.db);
    secret = t.config.paymentsWebhookSecret;
  });
  afterAll(() => t.close());

  const base = unix(new Date());
  const periodEnd = base + 30 * 86_400;

  function event(userId: number, type: EventWire['type'], created: number, overrides: Partial<EventWire['data']['subscription']> = {}, subscriptionId = `sub_test_${userId}`): EventWire {
    const invoice =
      type === 'invoice.paid' || type === 'invoice.payment_failed'
        ? { id: `in_test_${userId}_${created}`, amount: 4900, tax: 0, currency: 'USD', status: type === 'invoice.paid' ? ('paid' as const) : ('open' as const), description: 'Pro (Monthly)', period_start: base, period_end: periodEnd }
        : undefined;
    return {
      id: eventId(),
      type,
      created,
      data: {
        subscription: { id: subscriptionId, user_id: userId, plan_id: paid.plan.id, plan_duration_id: paid.monthly.id, status: 'active', current_period_end: periodEnd, cancel_at: null, ...overrides },
        ...(invoice ? { invoice } : {}),
      },
    };
  }
  const me = async (headers: Record<string, string>) =>
    User.parse((await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers })).json().data.user);
  const eventCount = async () => (await t.db.select({ n: count() }).from(paymentEvents))[0]?.n ?? -1;
  const subsOf = (userId: number) => t.db.select().from(subscriptions).where(eq(subscriptions.user_id, userId));

  it('refuses a bad signature, a missing one and a stale timestamp with 400, writing nothing', async () => {
    const user = await registerUser(t.app);
    const body = event(user.user.id, 'checkout.completed', base);
    const before = await eventCount();

    const forged = await sendWebhook(t.app, 'not-the-secret-at-all', body);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid webhook signature.' });

    const tampered = await sendWebhook(t.app, secret, JSON.stringify(body), {
      signature: (await import('../../src/modules/payments/webhook-signature')).signatureHeader(secret, Buffer.from(JSON.stringify({ ...body, id: 'evt_other' })), base),
    });
    expect(tampered.statusCode).toBe(400);

    const missing = await t.app.inject({ method: 'POST', url: '/api/webhooks/payments', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(missing.statusCode).toBe(400);

    const stale = await sendWebhook(t.app, secret, body, { timestamp: unix(new Date()) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: 'Webhook timestamp outside the tolerance window.' });

    expect(await eventCount()).toBe(before);
    expect(await subsOf(user.user.id)).toEqual([]);
    expect((await me(user.headers)).subscribed_to).toBeNull();
  });

  it('refuses a correctly signed body that is not an event', async () => {
    const response = await sendWebhook(t.app, secret, '{"id":"evt_x","type":"charge.refunded"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid webhook payload.' });
  });

  it('applies a duplicate once: both answered 200, one event row, one invoice', async () => {
    const user = await registerUser(t.app);
    const paidEvent = event(user.user.id, 'invoice.paid', base);
    const first = await sendWebhook(t.app, secret, paidEvent);
    const second = await sendWebhook(t.app, secret, paidEvent);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().outcome, second.json().outcome]).toEqual(['applied', 'duplicate']);
    expect(await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).toHaveLength(1);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, paidEvent.id))).toHaveLength(1);
    expect((await me(user.headers)).subscribed_to?.plan.name).toBe('Pro');
  });

  it('cancelled before paid and completed: the newest state wins, the invoice is still recorded', async () => {
    const user = await registerUser(t.app);
    const cancelAt = periodEnd;
    await sendWebhook(t.app, secret, event(user.user.id, 'subscription.cancelled', base + 20, { cancel_at: cancelAt }));
    await sendWebhook(t.app, secret, event(user.user.id, 'invoice.paid', base + 10));
    await sendWebhook(t.app, secret, event(user.user.id, 'checkout.completed', base));

    const rows = await subsOf(user.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', plan_id: paid.plan.id });
    expect(rows[0]?.cancel_at?.getTime()).toBe(cancelAt * 1000);
    expect(await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id))).toHaveLength(1);
    // Access continues to the end of the paid period.
    expect((await me(user.headers)).subscribed_to?.plan.name).toBe('Pro');
  });

  it('a late payment failure does not undo a newer payment; a newer failure makes it past due', async () => {
    const user = await registerUser(t.app);
    await sendWebhook(t.app, secret, event(user.user.id, 'invoice.paid', base + 10));
    await sendWebhook(t.app, secret, event(user.user.id, 'invoice.payment_failed', base + 5, { status: 'past_due' }));
    expect((await subsOf(user.user.id))[0]?.status).toBe('active');

    await sendWebhook(t.app, secret, event(user.user.id, 'invoice.payment_failed', base + 30, { status: 'past_due' }));
    expect((await subsOf(user.user.id))[0]?.status).toBe('past_due');
    expect((await me(user.headers)).subscribed_to).toBeNull();
    const userInvoices = await t.db.select().from(invoices).where(eq(invoices.user_id, user.user.id));
    expect(userInvoices.map((i) => i.status).sort()).toEqual(['open', 'open', 'paid']);
  });

  it('a paid subscription replaces the free plan, and concurrent events make one subscription', async () => {
    const user = await registerUser(t.app);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/web/v1/plans', headers: user.headers })).json().data.plans as Array<{ id: number; free: boolean }>;
    const free = plans.find((p) => p.free);
    await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${free?.id}`, headers: user.headers });
    expect((await me(user.headers)).subscribed_to?.plan.name).toBe('Free');

    const responses = await Promise.all([
      sendWebhook(t.app, secret, event(user.user.id, 'checkout.completed', base)),
      sendWebhook(t.app, secret, event(user.user.id, 'invoice.paid', base)),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await subsOf(user.user.id);
    expect(rows.filter((r) => r.provider === 'sandbox')).toHaveLength(1);
    expect(rows.find((r) => r.provider === null)?.status).toBe('cancelled');
    expect((await me(user.headers)).subscribed_to?.plan.name).toBe('Pro');
  });
});
