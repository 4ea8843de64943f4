// Environment → validated configuration. Every problem names its variable, so a bad deploy
// fails at boot with a message an operator can act on.
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { loadAppKey } from './support/app-key';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer between ${min} and ${max} (got "${v}")` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  optionalString.superRefine((v, ctx) => {
    if (v === undefined) return;
    try {
      const parsed = new URL(v);
      if (!protocols.includes(parsed.protocol)) {
        ctx.addIssue({ code: 'custom', message: `must use ${protocols.join(' or ')} (got "${parsed.protocol}")` });
      }
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be a valid URL (got "${v}")` });
    }
  });

const EnvSchema = z.object({
  PORT: integer(8080, 1, 65535),
  HOST: optionalString.transform((v) => v ?? '127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATA_DIR: optionalString.transform((v) => v ?? './data'),
  APP_KEY: optionalString,
  PUBLIC_URL: url(['http:', 'https:']),
  CORS_ORIGINS: optionalString.superRefine((v, ctx) => {
    for (const origin of (v ?? '').split(',').map((o) => o.trim()).filter(Boolean)) {
      try {
        if (new URL(origin).origin !== origin.replace(/\/$/, '')) throw new Error('not an origin');
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of origins like https://app.example.com (got "${origin}")` });
      }
    }
  }),
  REMOTES_FILE: optionalString,
  FRONTEND_ROOT: optionalString,
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString.transform((v) => v ?? 'Cadence <no-reply@cadence.local>'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: (issue) => `must be one of fatal, error, warn, info, debug, trace, silent (got "${String(issue.input)}")`,
    })
    .optional()
    .default('info'),
  JOBS: z
    .enum(['inline', 'off'], { error: (issue) => `must be "inline" or "off" (got "${String(issue.input)}")` })
    .optional()
    .default('inline'),
  SEED_PASSWORD: optionalString.superRefine((v, ctx) => {
    if (v !== undefined && v.length < 8) ctx.addIssue({ code: 'custom', message: 'must be at least 8 characters' });
  }),
  RATE_LIMIT_MAX: integer(300, 1, 1_000_000_000),
  /** host:port pairs link previews may fetch although they are local (browser tests' fixture site); never set in production. */
  LINK_PREVIEW_ALLOW_HOSTS: optionalString,
  TOKEN_TTL_HOURS: integer(12, 1, 24 * 365),
  TOKEN_REMEMBER_TTL_DAYS: integer(30, 1, 365),
  TOKEN_IDLE_MINUTES: integer(60 * 24 * 7, 1, 60 * 24 * 365),
  PAYMENTS_PROVIDER: z
    .enum(['sandbox', 'stripe'], { error: (issue) => `must be "sandbox" or "stripe" (got "${String(issue.input)}")` })
    .optional()
    .default('sandbox'),
  STRIPE_SECRET_KEY: optionalString.superRefine((v, ctx) => {
    if (v !== undefined && !/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'must be a Stripe secret key (sk_test_… or sk_live_…, from the Stripe dashboard → Developers → API keys)' });
    }
  }),
  STRIPE_WEBHOOK_SECRET: optionalString.superRefine((v, ctx) => {
    if (v !== undefined && !/^whsec_\S{8,}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: "must be a Stripe webhook signing secret (whsec_…, from the webhook endpoint's page in the Stripe dashboard)" });
    }
  }),
  STRIPE_API_BASE: url(['http:', 'https:']),
  PAYMENTS_WEBHOOK_SECRET: optionalString.superRefine((v, ctx) => {
    if (v !== undefined && v.length < 16) ctx.addIssue({ code: 'custom', message: 'must be at least 16 characters' });
  }),
  SOCIAL_NETWORKS: z
    .enum(['sandbox', 'live'], { error: (issue) => `must be "sandbox" or "live" (got "${String(issue.input)}")` })
    .optional()
    .default('sandbox'),
  FACEBOOK_GRAPH_URL: url(['http:', 'https:']),
  FACEBOOK_DIALOG_URL: url(['http:', 'https:']),
  LINKEDIN_OAUTH_URL: url(['http:', 'https:']),
  LINKEDIN_API_URL: url(['http:', 'https:']),
  LINKEDIN_VERSION: optionalString.superRefine((v, ctx) => {
    if (v !== undefined && !/^\d{6}$/.test(v)) ctx.addIssue({ code: 'custom', message: `must be a LinkedIn API version YYYYMM such as 202601 (got "${v}")` });
  }),
  X_AUTHORIZE_URL: url(['http:', 'https:']),
  X_API_URL: url(['http:', 'https:']),
  MEDIA_PUBLIC_URL: url(['http:', 'https:']),
  PUBLISH_LEASE_SECONDS: integer(120, 2, 3600),
  PUBLISH_CONCURRENCY: integer(200, 1, 5000),
});

export const STRIPE_DEFAULT_API_BASE = 'https://api.stripe.com';

export const SOCIAL_DEFAULTS = {
  graphUrl: 'https://graph.facebook.com/v23.0',
  facebookDialogUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
  linkedinOauthUrl: 'https://www.linkedin.com/oauth/v2',
  linkedinApiUrl: 'https://api.linkedin.com',
  linkedinVersion: '202601',
  xAuthorizeUrl: 'https://x.com/i/oauth2/authorize',
  xApiUrl: 'https://api.x.com',
} as const;

/** Where the social networks are and how publishing behaves. */
export interface SocialConfig {
  /**
   * sandbox: the local fake networks (api/src/sandbox-networks) are mounted in this process under
   * /sandbox-networks and every URL below points at them, with the sandbox's own app credentials.
   * live: the real networks (or fakes named by the URLs), with the credentials set in /admin/channels.
   */
  mode: 'sandbox' | 'live';
  /** Graph API base including the version, e.g. https://graph.facebook.com/v23.0 */
  graphUrl: string;
  facebookDialogUrl: string;
  /** https://www.linkedin.com/oauth/v2 (authorization and accessToken below it) */
  linkedinOauthUrl: string;
  /** https://api.linkedin.com (/rest/… and /v2/… below it) */
  linkedinApiUrl: string;
  /** LinkedIn-Version header, YYYYMM. */
  linkedinVersion: string;
  xAuthorizeUrl: string;
  /** https://api.x.com (/2/… below it) */
  xApiUrl: string;
  /** Base URL networks fetch media from (Instagram pulls by URL): signed /media/show links are built on it. */
  mediaPublicUrl: string;
  /** How long a worker's claim on a publish target lasts before the sweep may recover it. */
  leaseSeconds: number;
  /** Publish targets one worker process runs at once (all networks together). */
  concurrency: number;
}

/** Present exactly when PAYMENTS_PROVIDER is stripe. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com unless tests point it at the local fake. */
  apiBase: string;
}

export interface Config {
  port: number;
  host: string;
  /** Unset: the embedded PostgreSQL in `<dataDir>/pg` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** 32 bytes for signing and encryption. */
  appKey: Buffer;
  publicUrl: string;
  corsOrigins: string[];
  remotesFile: string | undefined;
  frontendRoot: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  jobs: 'inline' | 'off';
  seedPassword: string | undefined;
  /** Requests per minute per IP to the API before 429. */
  rateLimitMax: number;
  linkPreviewAllowHosts: string[];
  tokenTtlHours: number;
  tokenRememberTtlDays: number;
  tokenIdleMinutes: number;
  paymentsProvider: 'sandbox' | 'stripe';
  stripe: StripeConfig | undefined;
  /** Signs and verifies payment webhooks (HMAC-SHA256); derived from the APP_KEY when unset. */
  paymentsWebhookSecret: string;
  social: SocialConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment; relative paths resolve against `cwd` (the repo root for `npm start`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const e = parsed.data;
  const stripe = stripeConfig(e);
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  let appKey: Buffer;
  try {
    appKey = loadAppKey(e.APP_KEY, dataDir);
  } catch (error) {
    throw new ConfigError([`APP_KEY ${(error as Error).message}`]);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const corsOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    appKey,
    publicUrl,
    corsOrigins: corsOrigins.length > 0 ? corsOrigins : [new URL(publicUrl).origin],
    remotesFile: e.REMOTES_FILE ? path.resolve(cwd, e.REMOTES_FILE) : undefined,
    frontendRoot: path.resolve(cwd, e.FRONTEND_ROOT ?? '.'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    jobs: e.JOBS,
    seedPassword: e.SEED_PASSWORD,
    rateLimitMax: e.RATE_LIMIT_MAX,
    linkPreviewAllowHosts: (e.LINK_PREVIEW_ALLOW_HOSTS ?? '').split(',').map((h) => h.trim()).filter((h) => h.length > 0),
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    tokenRememberTtlDays: e.TOKEN_REMEMBER_TTL_DAYS,
    tokenIdleMinutes: e.TOKEN_IDLE_MINUTES,
    paymentsProvider: e.PAYMENTS_PROVIDER,
    stripe,
    paymentsWebhookSecret: e.PAYMENTS_WEBHOOK_SECRET ?? createHmac('sha256', appKey).update('payments-webhook-secret').digest('hex'),
    social: socialConfig(e, publicUrl),
  };
}

/** In sandbox mode the networks live under this path of the app itself. */
export const SANDBOX_NETWORKS_PATH = '/sandbox-networks';

/** Explicit URLs win; otherwise sandbox mode points at the in-process fakes and live mode at the real networks. */
function socialConfig(e: z.infer<typeof EnvSchema>, publicUrl: string): SocialConfig {
  const trim = (v: string) => v.replace(/\/$/, '');
  const sandbox = `${publicUrl}${SANDBOX_NETWORKS_PATH}`;
  const base =
    e.SOCIAL_NETWORKS === 'sandbox'
      ? {
          graphUrl: `${sandbox}/meta/graph/v23.0`,
          facebookDialogUrl: `${sandbox}/meta/www/v23.0/dialog/oauth`,
          linkedinOauthUrl: `${sandbox}/linkedin/www/oauth/v2`,
          linkedinApiUrl: `${sandbox}/linkedin/api`,
          xAuthorizeUrl: `${sandbox}/x/www/i/oauth2/authorize`,
          xApiUrl: `${sandbox}/x/api`,
        }
      : SOCIAL_DEFAULTS;
  return {
    mode: e.SOCIAL_NETWORKS,
    graphUrl: trim(e.FACEBOOK_GRAPH_URL ?? base.graphUrl),
    facebookDialogUrl: trim(e.FACEBOOK_DIALOG_URL ?? base.facebookDialogUrl),
    linkedinOauthUrl: trim(e.LINKEDIN_OAUTH_URL ?? base.linkedinOauthUrl),
    linkedinApiUrl: trim(e.LINKEDIN_API_URL ?? base.linkedinApiUrl),
    linkedinVersion: e.LINKEDIN_VERSION ?? SOCIAL_DEFAULTS.linkedinVersion,
    xAuthorizeUrl: trim(e.X_AUTHORIZE_URL ?? base.xAuthorizeUrl),
    xApiUrl: trim(e.X_API_URL ?? base.xApiUrl),
    mediaPublicUrl: trim(e.MEDIA_PUBLIC_URL ?? publicUrl),
    leaseSeconds: e.PUBLISH_LEASE_SECONDS,
    concurrency: e.PUBLISH_CONCURRENCY,
  };
}

/** With the stripe provider both secrets are required; without it they are not used. */
function stripeConfig(e: z.infer<typeof EnvSchema>): StripeConfig | undefined {
  if (e.PAYMENTS_PROVIDER !== 'stripe') return undefined;
  const missing = [
    e.STRIPE_SECRET_KEY ? undefined : 'STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER is "stripe" (sk_test_… or sk_live_…)',
    e.STRIPE_WEBHOOK_SECRET ? undefined : 'STRIPE_WEBHOOK_SECRET is required when PAYMENTS_PROVIDER is "stripe" (whsec_…)',
  ].filter((problem): problem is string => problem !== undefined);
  if (missing.length > 0 || !e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) throw new ConfigError(missing);
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: (e.STRIPE_API_BASE ?? STRIPE_DEFAULT_API_BASE).replace(/\/$/, '') };
}
