// The sandbox's webhook outbox: every event is stored, sent at once, and re-sent with exponential
// backoff while the app answers non-2xx or cannot be reached, as a real provider does.
import { and, asc, isNull, lt, lte } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxDeliveries, type SandboxDeliveryRow } from '../../../db/schema';
import type { Clock } from '../../../support/clock';
import { SIGNATURE_HEADER, signatureHeader } from '../webhook-signature';

/** Sends a signed webhook to the app; resolves with the HTTP status it answered. */
export type WebhookDelivery = (rawBody: Buffer, headers: Record<string, string>) => Promise<number>;

/** After this many failed attempts the event is given up (about three days of retries). */
export const MAX_DELIVERY_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 12 * 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, … capped at 12 h. */
export const retryDelay = (attempts: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export class SandboxDeliveries {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly deliver: WebhookDelivery,
    private readonly log: (message: string, details: Record<string, unknown>) => void,
  ) {}

  /** Stores the event and tries it once now. */
  async send(eventId: string, body: string): Promise<void> {
    const now = this.clock();
    const [row] = await this.db
      .insert(sandboxDeliveries)
      .values({ id: eventId, body, next_attempt_at: now, created_at: now, updated_at: now })
      .onConflictDoNothing()
      .returning();
    if (row) await this.attempt(row);
  }

  /** Re-sends every delivery whose retry time has come, oldest first; answers how many were delivered. */
  async retryDue(): Promise<number> {
    const due = await this.db
      .select()
      .from(sandboxDeliveries)
      .where(
        and(
          isNull(sandboxDeliveries.delivered_at),
          lte(sandboxDeliveries.next_attempt_at, this.clock()),
          lt(sandboxDeliveries.attempts, MAX_DELIVERY_ATTEMPTS),
        ),
      )
      .orderBy(asc(sandboxDeliveries.created_at), asc(sandboxDeliveries.id))
      .limit(100);
    let delivered = 0;
    for (const row of due) if (await this.attempt(row)) delivered += 1;
    return delivered;
  }

  private async attempt(row: SandboxDeliveryRow): Promise<boolean> {
    const now = this.clock();
    const rawBody = Buffer.from(row.body);
    // Signed at each attempt: the signature's timestamp must be fresh.
    const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(this.secret, rawBody, seconds(now)) };
    let error: string | null = null;
    try {
      const status = await this.deliver(rawBody, headers);
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const attempts = row.attempts + 1;
    if (error === null) {
      await this.db.update(sandboxDeliveries).set({ attempts, delivered_at: now, last_error: null, updated_at: now }).where(eq(sandboxDeliveries.id, row.id));
      return true;
    }
    this.log('sandbox webhook not delivered', { event: row.id, attempts, error });
    await this.db
      .update(sandboxDeliveries)
      .set({ attempts, last_error: error, next_attempt_at: new Date(now.getTime() + retryDelay(attempts)), updated_at: now })
      .where(eq(sandboxDeliveries.id, row.id));
    return false;
  }
}
