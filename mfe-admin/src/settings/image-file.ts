// Client-side checks of a chosen auth image (jpg or png, at most 2 MB: the server's limits). The
// server checks the bytes again; this only spares the admin a pointless upload.
export const AUTH_IMAGE_MAX_BYTES = 2048 * 1024;
export const AUTH_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export type ImageProblem = 'type' | 'size' | null;

export function imageProblem(file: File): ImageProblem {
  if (!(AUTH_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AUTH_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** Media are served from /media/show/{file}; the API may already send the full path. */
export function mediaUrl(path: string | null): string | undefined {
  if (!path) return undefined;
  return /^(https?:|data:|blob:|\/)/.test(path) ? path : `/media/show/${encodeURIComponent(path)}`;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
