// Reads a whole request body into memory, refusing (413) as soon as it passes the limit.
import type { Readable } from 'node:stream';
import { HttpError } from '../http-error';
import { HttpMessages } from '../messages';

export function readBody(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = (): void => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        // Stop buffering but let the rest drain, so the 413 answer reaches the client.
        stream.resume();
        reject(new HttpError(413, HttpMessages.tooLarge));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    // A client that goes away mid-upload may only close the stream: never wait forever.
    const onClose = (): void => {
      cleanup();
      reject(new HttpError(400, HttpMessages.incompleteBody));
    };
    stream.on('data', onData);
    stream.on('close', onClose);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
