import { serverMessages as m } from '@cadence/shared-lib/contract';
import { login } from '../setup/login';
import { createTestApp, type TestApp } from '../setup/test-app';

const information = '/api/web/v1/account-settings/information';
const notifications = '/api/web/v1/account-settings/notifications';
const settings = '/api/web/v1/account-settings';

describe('account settings: information and notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves the information profile (spoofed PUT) and reads it back; empty values clear it', async () => {
    const demo = await login(t.app);
    const payload = { _method: 'put', bio: 'I plan posts.', birth_date: '1990-02-28', country: 'eg', website: 'cadence.example.com' };
    const response = await t.app.inject({ method: 'POST', url: information, headers: demo.headers, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const saved = await t.app.inject({ method: 'GET', url: settings, headers: demo.headers });
    expect(saved.json().data.information).toEqual({ bio: 'I plan posts.', birth_date: '1990-02-28', country: 'EG', website: 'cadence.example.com' });

    await t.app.inject({ method: 'PUT', url: information, headers: demo.headers, payload: { bio: '', birth_date: '', country: '', website: '' } });
    const cleared = await t.app.inject({ method: 'GET', url: settings, headers: demo.headers });
    expect(cleared.json().data.information).toEqual({ bio: null, birth_date: null, country: null, website: null });
  });

  it.each([
    ['birth_date', { birth_date: '28/02/1990' }, m.dateFormat('birth_date', 'Y-m-d')],
    ['birth_date', { birth_date: '1990-02-30' }, m.dateFormat('birth_date', 'Y-m-d')],
    ['birth_date', { birth_date: '2999-01-01' }, m.dateBefore('birth_date', 'today')],
    ['country', { country: 'ZZ' }, m.invalid('country')],
    ['country', { country: 'EGY' }, m.max('country', 2)],
    ['website', { website: 'not a url' }, m.url('website')],
    ['bio', { bio: 'x'.repeat(1001) }, m.max('bio', 1000)],
    ['user_id', { user_id: 1 }, undefined],
  ])('answers 422 on %s', async (field, payload, message) => {
    const demo = await login(t.app);
    const response = await t.app.inject({ method: 'PUT', url: information, headers: demo.headers, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBeDefined();
    if (message) expect(response.json().errors[field]).toContain(message);
  });

  it('saves the post reminder switch and answers success 1', async () => {
    const demo = await login(t.app);
    const payload = { _method: 'put', notifications: { email: { post_reminder: true } } };
    const response = await t.app.inject({ method: 'POST', url: notifications, headers: demo.headers, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: 1 });
    const saved = await t.app.inject({ method: 'GET', url: settings, headers: demo.headers });
    expect(saved.json().data.notifications).toEqual({ email: { post_reminder: true } });
  });

  it('validates the notifications object', async () => {
    const demo = await login(t.app);
    const wrong = await t.app.inject({ method: 'PUT', url: notifications, headers: demo.headers, payload: { notifications: { email: { post_reminder: 'yes' } } } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['notifications.email.post_reminder']).toEqual([m.boolean('notifications.email.post_reminder')]);
    const missing = await t.app.inject({ method: 'PUT', url: notifications, headers: demo.headers, payload: {} });
    expect(missing.json().errors.notifications).toEqual([m.required('notifications')]);
  });

  it('keeps the user-only tabs from admins and staff (403)', async () => {
    for (const email of ['admin@example.com', 'staff@example.com']) {
      const session = await login(t.app, email);
      expect((await t.app.inject({ method: 'PUT', url: information, headers: session.headers, payload: { bio: 'x' } })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'PUT', url: notifications, headers: session.headers, payload: { notifications: { email: { post_reminder: true } } } }))
          .statusCode,
      ).toBe(403);
    }
  });
});
