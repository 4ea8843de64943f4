// Arranges accounts for tests through the real sign-up endpoint.
import type { FastifyInstance } from 'fastify';

export const STRONG_PASSWORD = 'New#Passw0rd';

let counter = 0;

export async function registerUser(app: FastifyInstance, overrides: Partial<{ full_name: string; phone: string; email: string; password: string }> = {}) {
  counter += 1;
  const payload = {
    full_name: 'Nour Newcomer',
    phone: '+201001234567',
    email: `new${counter}-${Date.now()}@example.com`,
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/web/v1/auth/register', payload });
  if (response.statusCode !== 200) throw new Error(`register failed (${response.statusCode}): ${response.body}`);
  const body = response.json() as { data: { access_token: string; user: { id: number; email: string } } };
  return { ...payload, token: body.data.access_token, user: body.data.user, headers: { authorization: `Bearer ${body.data.access_token}` } };
}
