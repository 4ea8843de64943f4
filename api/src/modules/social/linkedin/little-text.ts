// LinkedIn's Posts API reads `commentary` as "little text", where \ | { } @ [ ] ( ) < > # * _ ~
// are markup (platform-contracts §5.3): a literal "#" or "(" must be escaped with a backslash or
// the post is cut or mangled. Mentions written as @[Name](urn:li:person|organization:…) stay markup.
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;
const MENTION = /@\[[^\]\\]+\]\(urn:li:(?:person|organization):[A-Za-z0-9_-]+\)/g;

export function escapeLittleText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    out += text.slice(last, match.index).replace(RESERVED, '\\$&') + match[0];
    last = (match.index ?? 0) + match[0].length;
  }
  return out + text.slice(last).replace(RESERVED, '\\$&');
}
