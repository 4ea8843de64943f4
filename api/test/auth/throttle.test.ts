import { serverMessages } from '@cadence/shared-lib/contract';
import { SEED_PASSWORD } from '../setup/constants';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';

const url = '/api/web/v1/auth/login';

describe('login throttling (5 per minute per email + IP)', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress });

  it('locks out the sixth attempt with 429, Retry-After and the wait in the message, then lets the user in after the minute', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('staff@example.com', `Wrong#${i}abc`)).statusCode).toBe(422);

    clock.advance(20_000);
    const locked = await attempt('STAFF@example.com', SEED_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('40');
    expect(locked.json()).toEqual({ message: serverMessages.throttled(40) });

    // The same email from another address, and another email from this address, are not locked.
    expect((await attempt('staff@example.com', SEED_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt('admin@example.com', SEED_PASSWORD)).statusCode).toBe(200);

    clock.advance(40_000);
    expect((await attempt('staff@example.com', SEED_PASSWORD)).statusCode).toBe(200);
  });
});
