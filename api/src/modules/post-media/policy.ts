// Who may do what with an uploaded post media file: only its owner (queries are scoped to the
// owner too, so another user's id is simply "not found").
import type { MediaFileRow, UserRow } from '../../db/schema';

export function mayManageMedia(user: Pick<UserRow, 'id'>, media: Pick<MediaFileRow, 'user_id'>): boolean {
  return media.user_id === user.id;
}
