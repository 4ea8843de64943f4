// A local web server for link-preview tests: pages with cards, redirects, a slow page, a huge one.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface PageServer {
  origin: string;
  port: number;
  hits: Map<string, number>;
  lastHost: string | undefined;
  close(): Promise<void>;
}

const html = (body: string) => `<!doctype html><html><head>${body}</head><body><p>Hello</p></body></html>`;
export const MB = 1024 * 1024;

export async function startPageServer(): Promise<PageServer> {
  const hits = new Map<string, number>();
  const state: { lastHost: string | undefined } = { lastHost: undefined };
  const server: Server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    state.lastHost = request.headers.host;
    const page = (status: number, body: string | Buffer, type = 'text/html; charset=utf-8', headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': type, ...headers });
      response.end(body);
    };
    const redirect = (to: string) => {
      response.writeHead(302, { location: to });
      response.end();
    };
    switch (path) {
      case '/og':
        return page(
          200,
          html(`<title>Plain title</title>
            <meta property="og:title" content="  Spring &amp; Summer   launch ">
            <meta property="og:description" content="Everything new this season.">
            <meta property="og:image" content="/images/card.jpg">
            <meta name="description" content="meta description">`),
        );
      case '/twitter':
        return page(
          200,
          html(`<meta name="twitter:title" content="Tweet title"><meta name="twitter:description" content="Tweet text">
            <meta name="twitter:image" content="https://cdn.example.com/t.png"><title>ignored</title>`),
        );
      case '/plain':
        return page(200, html('<svg><title>icon</title></svg><title>Only a title</title><meta name="description" content="Just the description.">'));
      case '/latin1':
        return page(200, Buffer.from(html('<meta charset="iso-8859-1"><title>Caf\u00e9 cr\u00e8me</title>'), 'latin1'), 'text/html');
      case '/gzip':
        return page(200, zlib.gzipSync(html('<meta property="og:title" content="Compressed">')), 'text/html', { 'content-encoding': 'gzip' });
      case '/json':
        return page(200, '{"title":"not html"}', 'application/json');
      case '/missing':
        return page(404, html('<title>Not found</title>'));
      case '/huge': {
        // The card is at the top; a description placed past the first megabyte must not be read.
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(`<html><head><meta property="og:title" content="Huge page"></head><body>`);
        response.write(`<p>${'x'.repeat(2 * MB)}</p>`);
        response.end('<meta name="description" content="past the limit"></body></html>');
        return undefined;
      }
      case '/slow':
        // Headers and body never come: the preview must give up on its deadline.
        return undefined;
      case '/to-og':
        return redirect('/og');
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/to-private':
        return redirect('http://10.0.0.5/admin');
      case '/to-localhost':
        return redirect(`http://localhost:${(server.address() as AddressInfo).port}/og`);
      case '/chain-1':
        return redirect('/chain-2');
      case '/chain-2':
        return redirect('/chain-3');
      case '/chain-3':
        return redirect('/chain-4');
      case '/chain-4':
        return redirect('/og');
      default:
        return page(404, 'no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    get lastHost() {
      return state.lastHost;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
