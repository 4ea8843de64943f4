// Channels: which social networks are offered and their app credentials. The client secret is
// sealed with AES-256-GCM (support/crypto-box) and only decrypted server-side by credentials().
import type { z } from 'zod';
import { channelMessages, type AdminChannel, type ChannelPlatform, type UpdateChannelRequest } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import { validationError } from '../../plugins/http/validation-error';
import type { Clock } from '../../support/clock';
import { CryptoBox } from '../../support/crypto-box';
import { presentChannel, presentChannels } from './presenter';
import { ChannelsRepository, type ChannelChanges } from './repository';

export interface ChannelCredentials {
  clientId: string;
  clientSecret: string;
}

export const CHANNEL_SECRET_PURPOSE = 'channel-secret';

export class ChannelsService {
  private readonly repository: ChannelsRepository;
  private readonly box: CryptoBox;

  constructor(
    db: Database,
    appKey: Buffer,
    private readonly clock: Clock,
  ) {
    this.repository = new ChannelsRepository(db);
    this.box = new CryptoBox(appKey, CHANNEL_SECRET_PURPOSE);
  }

  async list(): Promise<AdminChannel[]> {
    return presentChannels(await this.repository.all());
  }

  /** Throws a 422 when enabling without a client id or without any secret. */
  async update(platform: ChannelPlatform, input: z.output<typeof UpdateChannelRequest>): Promise<AdminChannel> {
    const current = await this.repository.find(platform);
    const hasSecret = input.client_secret !== null || Boolean(current?.client_secret_encrypted);
    if (input.enabled && !input.client_id) throw validationError('client_id', channelMessages.clientIdRequired);
    if (input.enabled && !hasSecret) throw validationError('client_secret', channelMessages.secretRequired);
    const changes: ChannelChanges = { enabled: input.enabled, client_id: input.client_id };
    // An empty secret keeps the stored one: the form never receives it back to resend.
    if (input.client_secret !== null) changes.client_secret_encrypted = this.box.encrypt(input.client_secret);
    return presentChannel(await this.repository.save(platform, changes, this.clock()));
  }

  /** The decrypted app credentials of an enabled channel, for publishing (issue 6); null when not usable. */
  async credentials(platform: ChannelPlatform): Promise<ChannelCredentials | null> {
    const row = await this.repository.find(platform);
    if (!row || !row.enabled || !row.client_id || !row.client_secret_encrypted) return null;
    return { clientId: row.client_id, clientSecret: this.box.decrypt(row.client_secret_encrypted) };
  }
}
