// X's weighted length (platform-contracts §6.7): Latin and general punctuation weigh 1, other
// characters (CJK, emoji — a ZWJ sequence as a whole) 2, every URL 23.
const URL_RE = /https?:\/\/\S+/gi;
const LIGHT: ReadonlyArray<[number, number]> = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

const light = (cp: number) => LIGHT.some(([a, b]) => cp >= a && cp <= b);
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function weightedLength(text: string): number {
  let total = 0;
  const withoutUrls = text.replace(URL_RE, () => {
    total += 23;
    return '';
  });
  for (const { segment } of segmenter.segment(withoutUrls)) {
    const cps = [...segment].map((c) => c.codePointAt(0) ?? 0);
    total += cps.every(light) ? cps.length : 2;
  }
  return total;
}

export const TEXT_LIMIT = 280;
