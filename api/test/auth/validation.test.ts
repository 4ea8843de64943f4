import { ValidationErrorBody } from '@cadence/shared-lib/contract';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('422 for bad input on the auth and settings endpoints (never 500)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [{}, 'email', 'The email field is required.'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'The email field must be a valid email address.'],
    [{ email: 'demo@example.com' }, 'password', 'The password field is required.'],
    [{ email: 'demo@example.com', password: 42 }, 'password', 'The password field must be a string.'],
    [{ email: 'demo@example.com', password: 'x', remember_me: 'yes' }, 'remember_me', 'The remember me field must be true or false.'],
  ])('login with %j → 422 on %s', async (payload, field, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/web/v1/auth/login', payload });
    expect(response.statusCode).toBe(422);
    const body = ValidationErrorBody.parse(response.json());
    expect(body.errors[field]).toEqual([message]);
  });

  it('refuses fields the login schema does not know (mass assignment) with 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/v1/auth/login',
      payload: { email: 'demo@example.com', password: 'x', role: 'admin' },
    });
    expect(response.statusCode).toBe(422);
    ValidationErrorBody.parse(response.json());
  });
});
