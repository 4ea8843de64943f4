// Reads a page's card from its HTML with htmlparser2: Open Graph first, then Twitter card, then
// <title> and the meta description. The image URL is made absolute against the page's URL.
import { Parser } from 'htmlparser2';
import type { LinkPreviewMeta } from '@cadence/shared-lib/contract';

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;
const IMAGE_URL_MAX = 2048;

interface Scanned {
  meta: Map<string, string>;
  title: string;
  /** Declared in the document (<meta charset> or http-equiv), when any. */
  charset: string | null;
}

function charsetOf(contentType: string): string | null {
  const match = contentType
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key.trim().toLowerCase() === 'charset');
  return match?.[1]?.trim() || null;
}

function scan(html: string): Scanned {
  const found: Scanned = { meta: new Map(), title: '', charset: null };
  let inTitle = false;
  let titleSeen = false;
  let inSvg = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') inSvg += 1;
        if (name === 'title' && !titleSeen && inSvg === 0) inTitle = true;
        if (name !== 'meta') return;
        if (attributes.charset) found.charset ??= attributes.charset.trim();
        if (attributes['http-equiv']?.toLowerCase() === 'content-type' && attributes.content) found.charset ??= charsetOf(attributes.content);
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        // The first value of a key wins (og:image may repeat: the first is the main one).
        if (key && attributes.content !== undefined && !found.meta.has(key)) found.meta.set(key, attributes.content);
      },
      ontext(text) {
        if (inTitle) found.title += text;
      },
      onclosetag(name) {
        if (name === 'svg') inSvg = Math.max(0, inSvg - 1);
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleSeen = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

function clean(value: string | undefined, max: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function absoluteImage(value: string | undefined, page: URL): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, page);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.href.length > IMAGE_URL_MAX) return null;
    return url.href;
  } catch {
    return null;
  }
}

function decode(body: Buffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    // An unknown label: read it as UTF-8.
    return new TextDecoder('utf-8').decode(body);
  }
}

const UTF8 = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8']);

export function parseMeta(body: Buffer, page: URL, headerCharset: string | null): LinkPreviewMeta {
  let found = scan(decode(body, headerCharset));
  // No charset in the headers but one in the document: read the bytes again with it.
  if (!headerCharset && found.charset && !UTF8.has(found.charset.toLowerCase())) found = scan(decode(body, found.charset));
  const first = (...keys: string[]) => keys.map((key) => found.meta.get(key)).find((value) => value !== undefined && value.trim() !== '');
  return {
    title: clean(first('og:title', 'twitter:title') ?? found.title, TITLE_MAX),
    description: clean(first('og:description', 'twitter:description', 'description'), DESCRIPTION_MAX),
    host: page.hostname,
    image: absoluteImage(first('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'), page),
  };
}
