// `/remotes.json`: the map the shell reads at start (federation name → URL of mf-manifest.json).
import { readFile } from 'node:fs/promises';
import { RemotesMap } from '@cadence/shared-lib/contract';

export const REMOTE_NAMES = ['planner', 'checklists', 'analytics', 'ideas', 'admin', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** The six remotes served by this server under /remotes/<name>/. */
export function defaultRemotesMap(): RemotesMap {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [`mfe_${name}`, `/remotes/${name}/mf-manifest.json`]));
}

export type RemotesFileResult = { ok: true; map: RemotesMap } | { ok: false; problem: string };

/** Read on every call, so repointing a remote needs no restart. */
export async function readRemotesFile(file: string): Promise<RemotesFileResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, problem: `the remotes file cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the remotes file is not valid JSON' };
  }
  const parsed = RemotesMap.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    return { ok: false, problem: `the remotes file does not match the contract (${where}${issue?.message ?? 'invalid'})` };
  }
  return { ok: true, map: parsed.data };
}
