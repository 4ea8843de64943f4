// Client-side checks of a chosen image and where stored media are served. The server checks the
// bytes again; these only spare the user a pointless upload. No React, no antd (core entry).

export interface ImageFileLimits {
  /** Largest accepted size in bytes. */
  maxBytes: number;
  /** Accepted MIME types, e.g. ['image/jpeg', 'image/png']. */
  types: readonly string[];
}

export type ImageFileProblem = 'type' | 'size' | null;

/** What is wrong with `file` for these limits (the type is checked first), or null. */
export function imageFileProblem(file: File, { maxBytes, types }: ImageFileLimits): ImageFileProblem {
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** Media are served from /media/show/{file} (spec §7); the API may already send a full path or URL. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^(https?:|data:|blob:|\/)/.test(path) ? path : `/media/show/${encodeURIComponent(path)}`;
}

/** The file as a data: URL, for a preview before upload. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
