// Media are served from /media/show/{file} (spec §7); the API may already send the full path.
export function mediaSrc(url: string): string {
  return /^(https?:|data:|blob:|\/)/.test(url) ? url : `/media/show/${encodeURIComponent(url)}`;
}
