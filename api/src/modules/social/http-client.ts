// The one way the network clients make HTTP calls: fetch with a deadline, answers read whole, and
// transport failures told apart from HTTP errors, so a caller can tell "refused" (an HTTP status)
// from "maybe done" (no answer to a request that was sent).

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | URL;
  headers?: Record<string, string>;
  /** JSON (object), a form (URLSearchParams), multipart (FormData) or raw bytes. */
  body?: object | URLSearchParams | FormData | Buffer;
  /** Default 30 s. */
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text ('' for an empty body). */
  body: unknown;
}

/** No HTTP answer: connection refused/reset, DNS, or the deadline passed. */
export class TransportError extends Error {
  constructor(
    message: string,
    /** true when the deadline passed (the request may have been received and acted on). */
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

function encode(body: HttpRequest['body'], headers: Record<string, string>): RequestInit['body'] {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams || body instanceof FormData) return body;
  if (Buffer.isBuffer(body)) return new Uint8Array(body);
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(body);
}

export async function httpRequest(request: HttpRequest): Promise<HttpResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const init: RequestInit = { method: request.method, headers, body: encode(request.body, headers), redirect: 'manual' };
  const timeoutMs = request.timeoutMs ?? 30_000;
  let response: Response;
  try {
    response = await fetch(request.url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new TransportError(timedOut ? `No answer within ${timeoutMs} ms` : `Connection failed: ${(error as Error).message}`, timedOut);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new TransportError(`The answer was cut off: ${(error as Error).message}`, false);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  let body: unknown = text;
  if (isJson && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, body };
}
