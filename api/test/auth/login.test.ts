import { SessionData, User, ValidationErrorBody, serverMessages } from '@cadence/shared-lib/contract';
import { SEED_PASSWORD } from '../setup/constants';
import { createTestApp, type TestApp } from '../setup/test-app';

const url = '/api/web/v1/auth/login';

describe('POST /auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in a seeded user with any casing of the email and returns the user and a Sanctum-style token', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { email: 'Demo@Example.COM', password: SEED_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const data = SessionData.parse(response.json().data);
    expect(data.user.email).toBe('demo@example.com');
    expect(data.access_token).toMatch(/^\d+\|[A-Za-z0-9_-]{43}$/);
  });

  it('presents the spec §3 user payload: the demo user on the seeded Free plan, empty values where features do not exist yet', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { email: 'demo@example.com', password: SEED_PASSWORD } });
    const user = User.strict().parse(response.json().data.user);
    expect(user).toMatchObject({
      role: 'user',
      locale: 'en',
      full_name: 'Dana Demo',
      abilities: [
        { action: 'read', subject: 'user' },
        { action: 'read', subject: 'Auth' },
      ],
      features: [],
      access: [],
      subscribed_to: { plan: { name: 'Free' }, renews_on: null, trial_days_left: null, duration: { price_format: '$0.00', duration: 'month' }, status: 'active', cancels_on: null },
      unread_messages_count: 0,
      connected_with_facebook: false,
      connected_with_linkedin: false,
      connected_with_twitter: false,
      impersonated_by: null,
    });
    expect(user.email_verified_at).not.toBeNull();
    expect(user.approved_at).not.toBeNull();
  });

  it.each([
    ['admin@example.com', 'admin'],
    ['staff@example.com', 'staff'],
  ])('gives %s the abilities of the %s role', async (email, role) => {
    const response = await t.app.inject({ method: 'POST', url, payload: { email, password: SEED_PASSWORD } });
    expect(response.json().data.user.abilities).toEqual([
      { action: 'read', subject: role },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it('answers a wrong password and an unknown email alike: 422 on email', async () => {
    for (const payload of [
      { email: 'demo@example.com', password: 'Wrong#Pass1' },
      { email: 'nobody@example.com', password: SEED_PASSWORD },
    ]) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(response.json())).toEqual({
        message: serverMessages.failedLogin,
        errors: { email: [serverMessages.failedLogin] },
      });
    }
  });

  it('issues a new token on every login', async () => {
    const payload = { email: 'admin@example.com', password: SEED_PASSWORD };
    const first = await t.app.inject({ method: 'POST', url, payload });
    const second = await t.app.inject({ method: 'POST', url, payload });
    expect(first.json().data.access_token).not.toBe(second.json().data.access_token);
  });
});
