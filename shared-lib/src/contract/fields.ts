// Reusable request fields with Laravel-style messages, so every schema words errors the same way.
import { z } from 'zod';
import { serverMessages as m } from './messages';

/** spec §5: at least 8 characters with a digit, a lowercase, an uppercase and one of !@#$%&*(). */
export const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%&*()]).+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const requiredString = (field: string, max = 255) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required(field) : m.string(field)) })
    .trim()
    .min(1, m.required(field))
    .max(max, m.max(field, max));

export const emailField = (field = 'email') => requiredString(field).pipe(z.email(m.email(field)));

/** A new password: the spec's rule, at least 8 and up to 128 characters. */
export const newPasswordField = (field = 'password') =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required(field) : m.string(field)) })
    .min(1, m.required(field))
    .min(PASSWORD_MIN, m.min(field, PASSWORD_MIN))
    .max(PASSWORD_MAX, m.max(field, PASSWORD_MAX))
    .regex(STRONG_PASSWORD, m.passwordRule(field));

/** An optional text: missing, null and '' all mean "none" (null). */
export const optionalText = (field: string, max = 255) =>
  z
    .string({ error: m.string(field) })
    .trim()
    .max(max, m.max(field, max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A positive integer id in a path or query (they arrive as text). */
export const idParam = (field: string) =>
  z.coerce.number({ error: m.integer(field) }).int(m.integer(field)).positive(m.invalid(field));

/** A phone number once the country code is prepended and whitespace removed (spec §5). */
export const PHONE = /^\+?[0-9]{6,20}$/;
export const phoneField = (field = 'phone') => requiredString(field, 32).regex(PHONE, m.format(field));
