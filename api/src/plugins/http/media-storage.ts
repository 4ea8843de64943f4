// Where uploaded media live. The local-disk implementation is the default; an S3-compatible one
// can implement the same interface.
import type { Readable } from 'node:stream';

export type MediaKind = 'avatar' | 'image' | 'video' | 'file';

export interface PutOptions {
  kind: MediaKind;
  /** Largest accepted size in bytes. */
  maxBytes: number;
  /** The form field reported in a 422 (default: the kind's name). */
  field?: string;
}

/** Why putStream refused a stream; the caller words its own 422. */
export class MediaRejectedError extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(`media rejected: ${reason}`);
  }
}

export interface StoredMedia {
  /** Server-generated name, as used in /media/show/{file}. */
  file: string;
  contentType: string;
  size: number;
}

/** Inclusive byte range, for HTTP Range requests (video seeking). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenedMedia {
  stream: Readable;
  contentType: string;
  size: number;
}

export interface MediaStorage {
  /** Stores the bytes if their real type suits the kind; otherwise throws a 422 validation error. */
  put(buffer: Buffer, options: PutOptions): Promise<StoredMedia>;
  /** Like put, for large files (videos): the bytes go to storage as they arrive, never whole in
   * memory. The source is always read to its end; a wrong type or more than maxBytes rejects with
   * MediaRejectedError and keeps nothing. */
  putStream(source: Readable, options: PutOptions): Promise<StoredMedia>;
  /** Null when the name is invalid or no such file exists. With a range, the stream holds only
   * those bytes; `size` is always the whole file's. */
  open(file: string, range?: ByteRange): Promise<OpenedMedia | null>;
  remove(file: string): Promise<void>;
}
