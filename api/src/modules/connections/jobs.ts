// The connections' scheduled job: every 5 minutes, refresh the tokens that end within 6 hours (at
// most a quarter of their lifetime, see policy.jobRefreshWindow), so a publish rarely has to refresh
// on the spot, and remind Facebook users, once, a week before their
// 60-day consent ends (Facebook has no refresh).
import type { JobContext } from '../../jobs/context';
import type { JobHandlers } from '../../jobs/handlers';
import { ConnectionTokens } from './token-service';
import { FACEBOOK_REMINDER_WINDOW_MS, JOB_REFRESH_WINDOW_MS, jobRefreshWindow } from './policy';
import { ConnectionsRepository } from './repository';

export const CONNECTIONS_REFRESH_JOB = 'connections.refresh';

export const CONNECTION_JOB_SCHEDULES: Record<string, string> = {
  [CONNECTIONS_REFRESH_JOB]: '*/5 * * * *',
};

export interface RefreshSummary {
  refreshed: number;
  fresh: number;
  reconnect_needed: number;
  failed: number;
  facebook_reminders: number;
}

export async function refreshConnections(ctx: JobContext): Promise<RefreshSummary> {
  const repository = new ConnectionsRepository(ctx.db);
  // Its own instance on the job's context: the tokens' state lives in the database, not in the object.
  const tokens = new ConnectionTokens({
    db: ctx.db,
    clock: ctx.clock,
    appKey: ctx.config.appKey,
    mailer: ctx.mailer,
    publicUrl: ctx.publicUrl,
    networks: ctx.social.networks,
    credentials: (platform) => ctx.social.credentials(platform),
    log: { info: (details, message) => ctx.log(message, details), warn: (details, message) => ctx.log(message, details) },
  });
  const now = ctx.clock();
  const summary: RefreshSummary = { refreshed: 0, fresh: 0, reconnect_needed: 0, failed: 0, facebook_reminders: 0 };
  for (const grant of await repository.refreshableExpiringBefore(new Date(now.getTime() + JOB_REFRESH_WINDOW_MS))) {
    try {
      const outcome = await tokens.refreshIfExpiring(grant.id, jobRefreshWindow(grant));
      if (outcome !== 'gone') summary[outcome] += 1;
    } catch (error) {
      // A network hiccup: the next run (or the publisher, 120 s before expiry) tries again.
      summary.failed += 1;
      ctx.log('connection refresh failed', { grant: grant.id, network: grant.network, error: (error as Error).message });
    }
  }
  for (const grant of await repository.facebookEndingBefore(new Date(now.getTime() + FACEBOOK_REMINDER_WINDOW_MS))) {
    if (await tokens.remindFacebookEnding(grant)) summary.facebook_reminders += 1;
  }
  return summary;
}

export function connectionJobHandlers(ctx: JobContext): JobHandlers {
  return { [CONNECTIONS_REFRESH_JOB]: () => refreshConnections(ctx) };
}
