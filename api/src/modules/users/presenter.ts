// What leaves the server about a user: the spec §3 payload. Fields whose features do not exist
// yet carry their truthful empty values (no plan, no features, no messages, no connections).
import type { User } from '@cadence/shared-lib/contract';
import type { UserRow } from '../../db/schema';
import { abilitiesFor } from './abilities';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    role: row.role,
    abilities: abilitiesFor(row.role),
    locale: row.locale,
    full_name: row.full_name,
    phone: row.phone,
    gender: row.gender,
    avatar: row.avatar,
    email: row.email,
    email_verified_at: iso(row.email_verified_at),
    approved_at: iso(row.approved_at),
    features: [],
    access: [],
    subscribed_to: null,
    unread_messages_count: 0,
    connected_with_facebook: false,
    connected_with_linkedin: false,
    connected_with_twitter: false,
  };
}
