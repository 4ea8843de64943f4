// Media on the local disk (./data/media by default): server-generated names, atomic writes, no
// path from the client ever reaches the file system unchecked.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { validationError } from './validation-error';
import { MediaRejectedError, type ByteRange, type MediaStorage, type OpenedMedia, type PutOptions, type StoredMedia } from './media-storage';
import { ALLOWED_BY_KIND, detectMediaType, mediaTypeOfExtension, type MediaType } from './media-types';

/** Enough leading bytes for detectMediaType (the ISO-BMFF brand ends at byte 12). */
const HEAD_BYTES = 16;

/** 128 random bits in hex plus a known extension: the only names this storage creates or opens. */
const FILE_NAME = /^([0-9a-f]{32})\.(jpg|png|gif|webp|mp4|mov|pdf)$/;

export function isMediaFileName(file: string): boolean {
  return FILE_NAME.test(file);
}

export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly directory: string) {}

  async init(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
  }

  async put(buffer: Buffer, options: PutOptions): Promise<StoredMedia> {
    const field = options.field ?? options.kind;
    const allowed = ALLOWED_BY_KIND[options.kind];
    const type = detectMediaType(buffer);
    if (type === null || !allowed.includes(type)) {
      throw validationError(field, `The ${field} field must be a file of type: ${allowed.map((item) => item.label).join(', ')}.`);
    }
    if (buffer.length > options.maxBytes) {
      throw validationError(field, `The ${field} field must not be greater than ${Math.floor(options.maxBytes / 1024)} kilobytes.`);
    }
    const file = `${randomBytes(16).toString('hex')}.${type.extension}`;
    const temporary = path.join(this.directory, `.${file}.${randomBytes(4).toString('hex')}.tmp`);
    // Written aside then renamed, so a reader never sees half a file.
    await writeFile(temporary, buffer, { flag: 'wx', mode: 0o640 });
    try {
      await rename(temporary, path.join(this.directory, file));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { file, contentType: type.contentType, size: buffer.length };
  }

  async putStream(source: Readable, options: PutOptions): Promise<StoredMedia> {
    const allowed = ALLOWED_BY_KIND[options.kind];
    const temporary = path.join(this.directory, `.${randomBytes(16).toString('hex')}.tmp`);
    let type: MediaType | undefined;
    let rejected: MediaRejectedError | undefined;
    let size = 0;
    let head: Buffer[] = [];
    const decide = (bytes: Buffer): boolean => {
      const found = detectMediaType(bytes);
      if (found && allowed.includes(found)) type = found;
      else rejected = new MediaRejectedError('type');
      return type !== undefined;
    };
    // A refused stream is still read to its end (and dropped) so the request body is consumed.
    const check = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (rejected) return done();
        size += chunk.length;
        if (size > options.maxBytes) {
          rejected = new MediaRejectedError('size');
          return done();
        }
        if (type) return done(null, chunk);
        head.push(chunk);
        const bytes = Buffer.concat(head);
        if (bytes.length < HEAD_BYTES) return done();
        head = [];
        return done(null, decide(bytes) ? bytes : undefined);
      },
      flush(done) {
        if (rejected || type) return done();
        const bytes = Buffer.concat(head);
        return done(null, decide(bytes) ? bytes : undefined);
      },
    });
    try {
      await pipeline(source, check, createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
      if (rejected) throw rejected;
      if (!type) throw new MediaRejectedError('type');
      const file = `${randomBytes(16).toString('hex')}.${type.extension}`;
      await rename(temporary, path.join(this.directory, file));
      return { file, contentType: type.contentType, size };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(file: string, range?: ByteRange): Promise<OpenedMedia | null> {
    const match = FILE_NAME.exec(file);
    const type = match ? mediaTypeOfExtension(match[2] ?? '') : null;
    if (!type) return null;
    const location = path.join(this.directory, file);
    try {
      const info = await stat(location);
      if (!info.isFile()) return null;
      return { stream: createReadStream(location, range), contentType: type.contentType, size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(file: string): Promise<void> {
    if (!isMediaFileName(file)) return;
    await rm(path.join(this.directory, file), { force: true });
  }
}
