// Media on the local disk (./data/media by default): server-generated names, atomic writes, no
// path from the client ever reaches the file system unchecked.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { validationError } from './validation-error';
import type { ByteRange, MediaStorage, OpenedMedia, PutOptions, StoredMedia } from './media-storage';
import { ALLOWED_BY_KIND, detectMediaType, mediaTypeOfExtension } from './media-types';

/** 128 random bits in hex plus a known extension: the only names this storage creates or opens. */
const FILE_NAME = /^([0-9a-f]{32})\.(jpg|png|gif|webp|mp4|pdf)$/;

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
