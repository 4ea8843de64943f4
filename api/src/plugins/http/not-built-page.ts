// The 503 page shown instead of a front end that has not been built (an operator's message, in
// English like the rest of the server's console output).
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function notBuiltPage(what: string): string {
  const message = `${what} is not built yet: run npm run build`;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Cadence: not built</title>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="font-family: system-ui, sans-serif; margin: 3rem; color-scheme: light dark">',
    `<h1>Service unavailable</h1><p>${escapeHtml(message)}</p>`,
    '</body></html>',
  ].join('\n');
}
