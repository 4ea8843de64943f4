// Finds a plain field in a buffered multipart/form-data body and cuts it out, byte for byte,
// leaving every other part (files included) untouched. File contents are never decoded: only each
// part's header block is read. The byte offsets are why this is not done with busboy, which
// reports values but not where they sit in the body.
interface PartSpan {
  start: number;
  end: number;
  name: string | null;
  isFile: boolean;
  contentStart: number;
  contentEnd: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

function splitParts(body: Buffer, boundary: string): PartSpan[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const lineDelimiter = Buffer.from(`\r\n--${boundary}`);
  let start = body.subarray(0, delimiter.length).equals(delimiter) ? 0 : body.indexOf(lineDelimiter);
  if (start < 0) return null;
  if (start > 0) start += 2;
  const parts: PartSpan[] = [];
  for (;;) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString('latin1') === '--') return parts;
    const next = body.indexOf(lineDelimiter, afterDelimiter);
    if (next < 0) return null;
    // Searching from the delimiter's own line break also finds an empty header block.
    const headerEnd = body.indexOf(HEADER_END, afterDelimiter);
    if (headerEnd < 0 || headerEnd > next) return null;
    const headers = body.subarray(Math.min(afterDelimiter + 2, headerEnd), headerEnd).toString('utf8');
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    parts.push({
      start,
      end: next + 2,
      name,
      isFile: /\bfilename\*?=/i.test(disposition),
      contentStart: headerEnd + HEADER_END.length,
      contentEnd: next,
    });
    start = next + 2;
  }
}

export interface ExtractedField {
  /** The first value of the field, or undefined when the body does not carry it. */
  value: string | undefined;
  /** The body without any part of that name. */
  body: Buffer;
}

export function extractMultipartField(body: Buffer, boundary: string, field: string): ExtractedField {
  const parts = splitParts(body, boundary);
  const matches = parts?.filter((part) => part.name === field && !part.isFile) ?? [];
  const first = matches[0];
  if (!first) return { value: undefined, body };
  const kept: Buffer[] = [];
  let cursor = 0;
  for (const part of matches) {
    kept.push(body.subarray(cursor, part.start));
    cursor = part.end;
  }
  kept.push(body.subarray(cursor));
  return { value: body.subarray(first.contentStart, first.contentEnd).toString('utf8'), body: Buffer.concat(kept) };
}
