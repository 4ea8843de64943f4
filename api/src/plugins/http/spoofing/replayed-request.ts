// A stand-in for the incoming request, with the chosen method and the buffered body, that Fastify's
// router can run through the whole lifecycle of the target route (hooks, parsers, validation).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

const replayed = new WeakMap<object, { originalId: string }>();

/** True for a request this plugin replayed: it has been counted (rate limit, logs) once already. */
export function isReplayedRequest(raw: object): boolean {
  return replayed.has(raw);
}

/** The id of the request that was replayed, so a genReqId can keep one id for both. */
export function replayedRequestId(raw: object): string | undefined {
  return replayed.get(raw)?.originalId;
}

function rawHeadersOf(headers: IncomingHttpHeaders): string[] {
  const raw: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) raw.push(name, item);
  }
  return raw;
}

export function createReplayedRequest(
  original: IncomingMessage,
  method: string,
  body: Buffer,
  originalId: string,
): IncomingMessage {
  const headers: IncomingHttpHeaders = { ...original.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  // emitClose/autoDestroy off: a real IncomingMessage does not close when its body has been read,
  // and Fastify treats 'close' as the client going away.
  const stream = new Readable({ read() {}, emitClose: false, autoDestroy: false });
  stream.push(body);
  stream.push(null);
  const request = Object.assign(stream, {
    method,
    url: original.url,
    headers,
    rawHeaders: rawHeadersOf(headers),
    trailers: {},
    rawTrailers: [],
    httpVersion: original.httpVersion,
    httpVersionMajor: original.httpVersionMajor,
    httpVersionMinor: original.httpVersionMinor,
    socket: original.socket,
    connection: original.socket,
    // The whole body is already here.
    complete: true,
    aborted: false,
    setTimeout(): unknown {
      return request;
    },
  });
  replayed.set(request, { originalId });
  return request as unknown as IncomingMessage;
}

/** Tells the replayed request that the client went away, as Node would for the original. */
export function forwardAbort(request: IncomingMessage, response: ServerResponse): void {
  response.once('close', () => {
    if (response.writableFinished) return;
    Object.assign(request, { aborted: true });
    request.emit('close');
  });
}
