// Shared steps of the billing tests: paying on the sandbox's hosted page as a browser would, the
// signed-in user as /auth/user shows it, and the jobs' context (the app's services and clock).
import { inflateSync } from 'node:zlib';
import { User } from '@cadence/shared-lib/contract';
import { jobContextOf } from '../../src/jobs/context';
import type { TestApp } from '../setup/test-app';

export const cards = {
  good: '3782 822463 10005',
  declined: '3400 000000 00009',
  renewalsFail: '3787 344936 71000',
};

export const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** Submits the card on the hosted page at `url` (the provider url an endpoint answered). */
export async function pay(t: TestApp, url: string, number = cards.good) {
  const path = new URL(url).pathname;
  return t.app.inject({ method: 'POST', url: path, ...form({ number, expiry: '12/35', cvc: '1234', action: 'pay' }) });
}

export async function me(t: TestApp, headers: Record<string, string>): Promise<User> {
  const response = await t.app.inject({ method: 'GET', url: '/api/web/v1/auth/user', headers });
  return User.parse(response.json().data.user);
}

/** Chooses a paid plan through the upgrade/checkout endpoint and pays it with `number`. */
export async function subscribePaid(t: TestApp, headers: Record<string, string>, planId: number, number = cards.good) {
  const response = await t.app.inject({ method: 'GET', url: `/api/web/v1/subscriptions/checkout/${planId}`, headers });
  if (response.statusCode !== 200) throw new Error(`checkout failed (${response.statusCode}): ${response.body}`);
  const { id, url } = response.json().data as { id: string; url: string };
  const paid = await pay(t, url, number);
  if (paid.statusCode !== 303) throw new Error(`payment failed (${paid.statusCode})`);
  return id;
}

export const jobs = (t: TestApp) => jobContextOf(t.app);
export const DAY_MS = 86_400_000;

/** Tokens that outlive the months these tests move the clock through. */
export const LONG_TOKENS = { TOKEN_TTL_HOURS: String(24 * 365), TOKEN_IDLE_MINUTES: String(60 * 24 * 365) };

/** The text a PDF shows: its content streams inflated and their TJ strings decoded (pdfkit writes hex strings). */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
