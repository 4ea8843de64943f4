// Reads the first bytes of a stream (to decide its type) without losing them: `rest` replays the
// head followed by everything after it, and `drain` discards the rest when the file is refused.
import { Readable } from 'node:stream';

export interface PeekedStream {
  head: Buffer;
  rest(): Readable;
  drain(): Promise<void>;
  /** Collects head + rest in memory, stopping (and draining) past `maxBytes`: null when too big. */
  toBuffer(maxBytes: number): Promise<Buffer | null>;
}

export async function peekStream(source: Readable, bytes: number): Promise<PeekedStream> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);

  async function* remaining(): AsyncGenerator<Buffer> {
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }

  return {
    head,
    rest: () =>
      Readable.from(
        (async function* replay() {
          if (head.length > 0) yield head;
          yield* remaining();
        })(),
        { objectMode: false },
      ),
    drain: async () => {
      for await (const _chunk of remaining()) {
        // Discarded: the request body must still be read to its end.
      }
    },
    toBuffer: async (maxBytes) => {
      const parts: Buffer[] = [head];
      let total = head.length;
      for await (const chunk of remaining()) {
        total += chunk.length;
        if (total <= maxBytes) parts.push(chunk);
      }
      return total > maxBytes ? null : Buffer.concat(parts);
    },
  };
}
