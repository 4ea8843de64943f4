// A session as the user sees it: an access token without its secret or hash.
import type { SessionInfo } from '@cadence/shared-lib/contract';
import type { TokenRow } from '../../db/schema';

export function presentSession(row: TokenRow, currentId: number | undefined): SessionInfo {
  return {
    id: row.id,
    name: row.name,
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    current: row.id === currentId,
  };
}
