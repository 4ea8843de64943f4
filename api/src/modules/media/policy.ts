// Who may fetch /media/show/:file. Browsers load <img> without the bearer header, so for now a
// file is served when something public references it: the login screen's auth_image or a user's
// avatar (shown to other users in chats and admin lists). Private media (post drafts, library)
// will add an owner check here when those features land.
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { settings, users } from '../../db/schema';

export function mediaAuthorizer(db: Database) {
  return async (_request: FastifyRequest, file: string): Promise<boolean> => {
    const suffix = `%/${file}`;
    const [avatar] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.avatar, file), sql`${users.avatar} LIKE ${suffix}`))
      .limit(1);
    if (avatar) return true;
    const [setting] = await db
      .select({ key: settings.key })
      .from(settings)
      .where(sql`${settings.key} = 'auth_image' AND (${settings.value} #>> '{}' = ${file} OR ${settings.value} #>> '{}' LIKE ${suffix})`)
      .limit(1);
    return setting !== undefined;
  };
}
