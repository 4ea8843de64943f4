// Signs in through the real endpoint and returns the bearer header and payload.
import type { FastifyInstance } from 'fastify';
import { SEED_PASSWORD } from './constants';

export async function login(app: FastifyInstance, email = 'demo@example.com', password = SEED_PASSWORD, remember_me = false) {
  const response = await app.inject({ method: 'POST', url: '/api/web/v1/auth/login', payload: { email, password, remember_me } });
  if (response.statusCode !== 200) throw new Error(`login failed (${response.statusCode}): ${response.body}`);
  const body = response.json() as { data: { access_token: string; user: { id: number; role: string } } };
  return { token: body.data.access_token, user: body.data.user, headers: { authorization: `Bearer ${body.data.access_token}` } };
}
