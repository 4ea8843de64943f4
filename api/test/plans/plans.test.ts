import { Plan, User, serverMessages as m } from '@cadence/shared-lib/contract';
import { PlansRepository } from '../../src/modules/plans/repository';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';

describe('plans and subscribing', () => {
  let t: TestApp;
  let paidId: number;
  let trialId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const repository = new PlansRepository(t.db);
    paidId = (
      await repository.insertPlan({ name: 'Pro', free: false, recommended: true, sort: 2 }, [
        { label: 'Monthly', duration: 'month', price: 4900, is_default: true },
        { label: 'Yearly', duration: 'year', price: 48000, discount_text: 'Save 18%' },
      ])
    ).id;
    trialId = (await repository.insertPlan({ name: 'Team', free: false, trial_days: 14, sort: 3 }, [{ label: 'Monthly', duration: 'month', price: 9900 }])).id;
  });
  afterAll(() => t.close());

  it('lists the plans of spec §3 with the user', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/web/v1/plans', headers: user.headers });
    expect(response.statusCode).toBe(200);
    const plans = Plan.strict().array().parse(response.json().data.plans);
    expect(plans.map((p) => p.name)).toEqual(['Free', 'Pro', 'Team']);
    expect(plans[0]).toMatchObject({ free: true, default: true, can_start_trial: false, features: [] });
    expect(plans[1]?.default_duration).toMatchObject({ label: 'Monthly', price_format: '$49.00' });
    expect(plans[1]?.durations.map((d) => d.discount_text)).toEqual([null, 'Save 18%']);
    expect(plans[2]).toMatchObject({ trial_days: 14, can_start_trial: true });
    expect(User.parse(response.json().data.user).id).toBe(user.user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/web/v1/plans' })).statusCode).toBe(401);
  });

  it('subscribes a new user to the free plan at once: subscribed_to becomes truthful, url /dashboard', async () => {
    const user = await registerUser(t.app);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/web/v1/plans', headers: user.headers })).json().data.plans as Plan[];
    const free = plans.find((p) => p.free);
    const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${free?.id}/${free?.default_duration?.id}?trial=false`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toBe('/dashboard');
    expect(response.json().data.user.subscribed_to).toEqual({
      plan: { id: free?.id, name: 'Free', free: true, default: true },
      renews_on: null,
      trial_days_left: null,
      duration: { price_format: '$0.00', duration: 'month' },
      status: 'active',
      cancels_on: null,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: user.headers });
    expect(me.json().data.user.subscribed_to.plan.name).toBe('Free');
  });

  it('a paid plan answers the payment page of the provider; no plan until payment is confirmed', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${paidId}`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toMatch(new RegExp(`^${t.config.publicUrl}/payments/sandbox/checkout/cs_sandbox_[0-9a-f]{32}$`));
    expect(response.json().data.user.subscribed_to).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: user.headers });
    expect(me.json().data.user.subscribed_to).toBeNull();
  });

  it('starts a trial once, with the days left', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${trialId}?trial=true`, headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.subscribed_to).toMatchObject({ plan: { name: 'Team' }, trial_days_left: 14 });
    const plans = (await t.app.inject({ method: 'GET', url: '/api/web/v1/plans', headers: user.headers })).json().data.plans as Plan[];
    expect(plans.find((p) => p.id === trialId)?.can_start_trial).toBe(false);
    const second = await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${trialId}?trial=true`, headers: user.headers });
    // The trial is used up: choosing the plan again goes to payment.
    expect(second.json().data.url).toContain('/payments/sandbox/checkout/');
  });

  it('refuses unknown plans and durations, and admins', async () => {
    const user = await registerUser(t.app);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/web/v1/plans/subscribe/999999', headers: user.headers });
    expect(unknown.json().errors.plan).toEqual([m.invalid('plan')]);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/web/v1/plans', headers: user.headers })).json().data.plans as Plan[];
    const wrongDuration = await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${plans[0]?.id}/${plans[1]?.durations[0]?.id}`, headers: user.headers });
    expect(wrongDuration.json().errors.duration).toEqual([m.invalid('duration')]);
    const admin = await login(t.app, 'admin@example.com');
    expect((await t.app.inject({ method: 'GET', url: `/api/web/v1/plans/subscribe/${plans[0]?.id}`, headers: admin.headers })).statusCode).toBe(403);
  });
});
