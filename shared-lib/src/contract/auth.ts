// Sign-in and session endpoints (spec §3 payloads, §7 calls).
import { z } from 'zod';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { User } from './user';

const requiredString = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? m.required(field) : m.string(field)) }).min(1, m.required(field));

export const LoginRequest = z
  .object({
    email: requiredString('email').email(m.email('email')),
    password: requiredString('password'),
    remember_me: z.boolean({ error: m.boolean('remember_me') }).optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionData = z.object({ user: User, access_token: z.string() });
export type SessionData = z.infer<typeof SessionData>;

export const authEndpoints = {
  csrfCookie: defineEndpoint({
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    response: z.null(),
    auth: 'public',
    summary: 'Sets the XSRF-TOKEN cookie (204)',
    tag: 'auth',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    body: LoginRequest,
    response: envelope(SessionData),
    auth: 'public',
    summary: 'Signs in with email and password',
    tag: 'auth',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    response: envelope(z.object({ success: z.boolean() })),
    auth: 'user',
    summary: 'Revokes the current access token',
    tag: 'auth',
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/auth/user',
    response: envelope(z.object({ user: User })),
    auth: 'user',
    summary: 'The signed-in user (refreshes the stored user data)',
    tag: 'auth',
  }),
} as const;
