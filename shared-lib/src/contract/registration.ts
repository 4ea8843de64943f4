// Sign-up, password reset and email verification (spec §2 auth routes, §3 registration payload).
import { z } from 'zod';
import { emailField, idParam, newPasswordField, phoneField, requiredString } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { SessionData } from './auth';
import { User } from './user';

export const RegisterRequest = z
  .object({
    full_name: requiredString('full_name'),
    phone: phoneField('phone'),
    email: emailField('email'),
    password: newPasswordField('password'),
  })
  .strict();
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const ForgotPasswordRequest = z.object({ email: emailField('email') }).strict();
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z
  .object({
    token: requiredString('token', 200),
    email: emailField('email'),
    password: newPasswordField('password'),
    password_confirmation: z.string({ error: m.required('password_confirmation') }),
  })
  .strict()
  .refine((v) => v.password === v.password_confirmation, { message: m.confirmed('password'), path: ['password'] });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const VerifyEmailParams = z
  .object({
    id: idParam('id'),
    hash: z.string({ error: m.required('hash') }).regex(/^[0-9a-f]{40,64}$/, m.invalidSignature),
  })
  .strict();

export const VerifyEmailQuery = z
  .object({
    expires: z.string({ error: m.invalidSignature }).regex(/^\d{1,13}$/, m.invalidSignature),
    signature: z.string({ error: m.invalidSignature }).regex(/^[0-9a-f]{64}$/, m.invalidSignature),
  })
  .strict();

export const MessageData = z.object({ message: z.string() });
export type MessageData = z.infer<typeof MessageData>;

export const registrationEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    body: RegisterRequest,
    response: envelope(SessionData),
    auth: 'public',
    summary: 'Creates a user account, signs it in and emails the verification link',
    tag: 'auth',
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    body: ForgotPasswordRequest,
    response: envelope(MessageData),
    auth: 'public',
    summary: 'Emails a single-use reset link (same answer whether or not the email is registered)',
    tag: 'auth',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    body: ResetPasswordRequest,
    response: envelope(MessageData),
    auth: 'public',
    summary: "Sets a new password with an emailed token and revokes every token of the user",
    tag: 'auth',
  }),
  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/auth/email/verify/:id/:hash',
    params: VerifyEmailParams,
    query: VerifyEmailQuery,
    response: envelope(z.object({ message: z.string(), user: User.optional() })),
    auth: 'public',
    summary: 'Verifies the email address from a signed link (valid 60 minutes); user is included for its own bearer',
    tag: 'auth',
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/auth/email/verification-notification',
    response: envelope(MessageData),
    auth: 'user',
    summary: 'Emails a new verification link (one per minute)',
    tag: 'auth',
  }),
} as const;
