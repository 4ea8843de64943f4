// Fetches an HTML page for a preview card: each hop's address checked and pinned, at most 3
// redirects, one deadline for everything, only text/html, and no more than 1 MB read (decompressed).
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { postMediaMessages as pm } from '@cadence/shared-lib/contract';
import { isValidationFailedError } from '../../plugins/http/validation-error';
import { validationError } from '../../plugins/http/validation-error';
import { unreachable, type Target, type TargetResolver } from './resolve-target';

export const MAX_REDIRECTS = 3;
export const MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 5000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export interface FetchedPage {
  /** The page's URL after redirects (relative links resolve against it). */
  url: URL;
  body: Buffer;
  /** From Content-Type, when given. */
  charset: string | null;
}

/** Always answers the address that passed the check, whatever the name resolves to now. */
function pinnedLookup(target: Target): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function request(target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target.url,
      {
        method: 'GET',
        // A fresh connection per hop: a pooled socket could lead somewhere else.
        agent: false,
        lookup: pinnedLookup(target),
        signal,
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; CadenceLinkPreview/1.0)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}

/** The first MAX_BODY_BYTES of the body; the rest is never read. */
async function readCapped(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  const body = decoded(response);
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const room = MAX_BODY_BYTES - length;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      length += Math.min(chunk.length, room);
      if (length >= MAX_BODY_BYTES) break;
    }
  } finally {
    body.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks);
}

function contentType(response: IncomingMessage): { type: string; charset: string | null } {
  const [type = '', ...parameters] = (response.headers['content-type'] ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().split('='))
    .find(([key]) => key.trim().toLowerCase() === 'charset')?.[1];
  return { type: type.trim().toLowerCase(), charset: charset ? charset.trim().replace(/^"|"$/g, '') : null };
}

export class PageFetcher {
  constructor(
    private readonly targets: TargetResolver,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  async fetch(start: URL): Promise<FetchedPage> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      return await this.follow(start, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw validationError('url', pm.urlTimeout);
      if (isValidationFailedError(error)) throw error;
      throw unreachable();
    } finally {
      clearTimeout(timer);
    }
  }

  private async follow(start: URL, signal: AbortSignal): Promise<FetchedPage> {
    let url = start;
    for (let hop = 0; ; hop += 1) {
      // A slow DNS answer counts against the same deadline.
      const target = await Promise.race([this.targets.resolve(url), aborted(signal)]);
      const response = await request(target, signal);
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        response.destroy();
        const location = response.headers.location;
        if (!location || hop >= MAX_REDIRECTS) throw unreachable();
        url = new URL(location, url);
        continue;
      }
      const status = response.statusCode ?? 0;
      const { type, charset } = contentType(response);
      if (status < 200 || status >= 300) {
        response.destroy();
        throw unreachable();
      }
      if (!HTML_TYPES.has(type)) {
        response.destroy();
        throw validationError('url', pm.notHtml);
      }
      return { url, body: await readCapped(response), charset };
    }
  }
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}
