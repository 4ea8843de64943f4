// Public links of Pages, Instagram profiles and posts: facebook.com / instagram.com on the real
// network; the fake's own pages when graphUrl points elsewhere (the sandbox or a test's fake, whose
// Graph API lives under <base>/graph/{ver} and its public pages under <base>/www).

function fakeBase(graphUrl: string): string | null {
  const url = new URL(graphUrl);
  if (url.hostname === 'graph.facebook.com' || url.hostname.endsWith('.facebook.com')) return null;
  return graphUrl.replace(/\/graph(\/v\d+\.\d+)?\/?$/, '');
}

export function pageLink(graphUrl: string, pageId: string): string {
  const base = fakeBase(graphUrl);
  return base ? `${base}/www/${pageId}` : `https://www.facebook.com/${pageId}`;
}

export function instagramLink(graphUrl: string, username: string): string {
  const base = fakeBase(graphUrl);
  return base ? `${base}/www/instagram/${encodeURIComponent(username)}` : `https://www.instagram.com/${encodeURIComponent(username)}`;
}

/** When the network's answer had no permalink (the post exists; never fail for want of a link). */
export function postLinkFallback(graphUrl: string, platform: 'facebook' | 'instagram', id: string): string {
  const base = fakeBase(graphUrl);
  if (base) return `${base}/www/p/${encodeURIComponent(id)}`;
  return platform === 'facebook' ? `https://www.facebook.com/${id}` : 'https://www.instagram.com/';
}

/** Graph times look like 2026-11-22T18:00:00+0000; add the colon strict ISO 8601 parsers expect. */
export const graphTime = (value: string): number => Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
