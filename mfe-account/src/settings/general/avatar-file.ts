// Client-side checks of a chosen avatar (spec §5, §9: jpg or png, at most 800 kB). The server checks
// the bytes again; this only spares the user a pointless upload.
export const AVATAR_MAX_BYTES = 800 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

export type AvatarProblem = 'type' | 'size' | null;

export function avatarProblem(file: File): AvatarProblem {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** Media are served from /media/show/{file} (spec §7); the API may already send the full path. */
export function avatarUrl(avatar: string | null): string | undefined {
  if (!avatar) return undefined;
  return /^(https?:|data:|blob:|\/)/.test(avatar) ? avatar : `/media/show/${encodeURIComponent(avatar)}`;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
