// Platform endpoints outside /api/web/v1: health and the remote map the shell fetches at start.
import { z } from 'zod';

/** `/remotes.json`: federation name → URL of that remote's mf-manifest.json. */
export const RemotesMap = z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.string().min(1));
export type RemotesMap = z.infer<typeof RemotesMap>;

export const HealthBody = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});
export type HealthBody = z.infer<typeof HealthBody>;
