// Several images or one video (the server checks again, and decides the real type from the bytes).
import { POST_IMAGES_MAX } from '../networks';

export type MediaKind = 'image' | 'video';

/** The kind a file claims; unknown types are sent as they are and the server's answer is shown. */
export function claimedKind(file: File): MediaKind {
  return file.type.startsWith('video/') ? 'video' : 'image';
}

/** Why `kind` cannot join media of these kinds (an i18n key of the editor), or null. */
export function mediaRefusal(existing: readonly MediaKind[], kind: MediaKind): 'editor.media.videoAlone' | 'editor.media.tooMany' | null {
  if (existing.length === 0) return null;
  if (kind === 'video' || existing.includes('video')) return 'editor.media.videoAlone';
  if (existing.length >= POST_IMAGES_MAX) return 'editor.media.tooMany';
  return null;
}

/** What a file picker offers (contract: POST_MEDIA_ACCEPT). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime';

/** Swaps the item at `index` with its neighbour (`by` = -1 earlier, +1 later). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target], copy[index]];
  return copy;
}
