// The account settings payload besides the user: the information profile and notifications.
import type { InformationProfile, NotificationSettings } from '@cadence/shared-lib/contract';
import type { UserRow } from '../../db/schema';

export function presentInformation(row: UserRow): InformationProfile {
  return { bio: row.bio, birth_date: row.birth_date, country: row.country, website: row.website };
}

export function presentNotifications(row: UserRow): NotificationSettings {
  return { email: { post_reminder: row.notify_post_reminder } };
}
