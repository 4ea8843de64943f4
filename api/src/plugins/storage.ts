// `app.storage`: where uploads are kept (local disk under mediaDir).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LocalDiskStorage } from './http/local-disk-storage';
import type { MediaStorage } from './http/media-storage';

export type { MediaKind, MediaStorage, OpenedMedia, PutOptions, StoredMedia } from './http/media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

export interface StorageOptions {
  mediaDir: string;
}

async function storage(app: FastifyInstance, options: StorageOptions): Promise<void> {
  const disk = new LocalDiskStorage(options.mediaDir);
  await disk.init();
  app.decorate('storage', disk);
}

export const storagePlugin = fp(storage, { name: 'cadence-storage', fastify: '5.x' });
export default storagePlugin;
