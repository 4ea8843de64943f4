// Which request bodies can carry `_method`: JSON, urlencoded forms and multipart forms.
export type BodyKind =
  | { type: 'json' }
  | { type: 'urlencoded' }
  | { type: 'multipart'; boundary: string };

export function bodyKindOf(contentType: string | undefined): BodyKind | null {
  if (!contentType) return null;
  const [mediaType = '', ...params] = contentType.split(';').map((part) => part.trim());
  const media = mediaType.toLowerCase();
  if (media === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(media)) return { type: 'json' };
  if (media === 'application/x-www-form-urlencoded') return { type: 'urlencoded' };
  if (media === 'multipart/form-data') {
    for (const param of params) {
      const match = /^boundary=(?:"([^"]+)"|([^\s";]+))$/i.exec(param);
      const boundary = match?.[1] ?? match?.[2];
      if (boundary) return { type: 'multipart', boundary };
    }
  }
  return null;
}
