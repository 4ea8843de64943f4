// Emails each user about their failed deliveries, one message per user and run however many
// failed (a revoked token can fail hundreds at once). Claimed and sent in one transaction per user:
// a mail that fails rolls the claim back and the next run tries again; one bad address does not hold
// back anyone else.
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/http/mailer';
import type { Clock } from '../../support/clock';
import { sendToEach, type MailRun } from '../../support/mail-runs';
import { failureNoticeMail } from './mails';
import { FailureNoticeRepository } from './repository';

/** Failures older than this are not mailed (a worker that was down for days does not flood inboxes). */
export const NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type FailureNoticeRun = MailRun;

export class FailureNoticeService {
  private readonly notices: FailureNoticeRepository;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly onError: (error: unknown, userId: number) => void = () => undefined,
  ) {
    this.notices = new FailureNoticeRepository(db);
  }

  async sendDue(): Promise<FailureNoticeRun> {
    const now = this.clock();
    const since = new Date(now.getTime() - NOTICE_WINDOW_MS);
    return sendToEach(await this.notices.usersToNotify(since), (userId) => this.sendOne(userId, since, now), this.onError);
  }

  private sendOne(userId: number, since: Date, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const failures = await this.notices.claim(tx, userId, since, now);
      const user = await this.notices.recipient(tx, userId);
      if (!user || failures.length === 0) return false;
      await this.mailer.send(failureNoticeMail(user, failures, this.publicUrl));
      return true;
    });
  }
}
