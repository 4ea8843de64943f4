import { SessionData, User, serverMessages as m } from '@cadence/shared-lib/contract';
import { mailsTo } from '../setup/outbox';
import { createTestApp, type TestApp } from '../setup/test-app';
import { STRONG_PASSWORD } from '../setup/users';

const url = '/api/web/v1/auth/register';
const valid = { full_name: 'Nour Newcomer', phone: '+201001234567', email: 'nour@example.com', password: STRONG_PASSWORD };

describe('POST /auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an unverified, unapproved user without a plan, signs them in and mails the verification link', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { ...valid, email: 'Nour@Example.com' } });
    expect(response.statusCode).toBe(200);
    const data = SessionData.parse(response.json().data);
    const user = User.strict().parse(data.user);
    expect(user).toMatchObject({
      role: 'user',
      email: 'nour@example.com',
      full_name: 'Nour Newcomer',
      phone: '+201001234567',
      email_verified_at: null,
      approved_at: null,
      subscribed_to: null,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(me.json().data.user.id).toBe(user.id);

    const [mail] = mailsTo(t.config.dataDir, 'nour@example.com');
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.links[0]).toMatch(new RegExp(`^${t.config.publicUrl}/verify-email/${user.id}/[0-9a-f]{64}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
  });

  it('refuses an email that is already taken, in any casing', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { ...valid, email: 'DEMO@example.com' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: m.unique('email'), errors: { email: [m.unique('email')] } });
  });

  it.each([
    ['full_name', { ...valid, full_name: '' }, m.required('full_name')],
    ['phone', { ...valid, phone: undefined }, m.required('phone')],
    ['phone', { ...valid, phone: '+20 100 123' }, m.format('phone')],
    ['email', { ...valid, email: 'not-an-email' }, m.email('email')],
    ['password', { ...valid, password: 'Aa1!' }, m.min('password', 8)],
    ['password', { ...valid, password: 'alllowercase1!' }, m.passwordRule('password')],
  ])('answers 422 on %s with Laravel wording', async (field, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
  });

  it('never takes a role or an approval from the payload', async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { ...valid, email: 'sneaky@example.com', role: 'admin', approved_at: '2026-01-01' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['approved_at', 'role']);
    const login = await t.app.inject({ method: 'POST', url: '/api/web/v1/auth/login', payload: { email: 'sneaky@example.com', password: STRONG_PASSWORD } });
    expect(login.statusCode).toBe(422);
  });
});
