// Sends each due morning reminder once. The slot row is inserted in the same transaction as the
// send: if the mail fails the row rolls back and the next run tries again; if two workers race,
// the loser finds the row and sends nothing.
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/http/mailer';
import type { Clock } from '../../support/clock';
import { sendToEach, type MailRun } from '../../support/mail-runs';
import { postReminderMail } from './mails';
import { ReminderRepository } from './repository';

export type ReminderRun = MailRun;

export class ReminderService {
  private readonly reminders: ReminderRepository;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly onError: (error: unknown, userId: number) => void = () => undefined,
  ) {
    this.reminders = new ReminderRepository(db);
  }

  async sendDue(): Promise<ReminderRun> {
    const now = this.clock();
    return sendToEach(await this.reminders.due(now), (due) => this.sendOne(due.user_id, due.local_date, now), (error, due) => this.onError(error, due.user_id));
  }

  private sendOne(userId: number, localDate: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.reminders.claim(tx, userId, localDate, now))) return false;
      const user = await this.reminders.recipient(tx, userId);
      const posts = await this.reminders.postsOn(tx, userId, localDate);
      if (!user || posts.length === 0) return false;
      await this.mailer.send(postReminderMail(user, posts, this.publicUrl));
      return true;
    });
  }
}
