// The channels calls: which social networks are offered and their app credentials.
import { call, type CallResult } from '@cadence/shared-lib';

export type AdminChannel = CallResult<'adminChannels'>['data']['channels'][number];
export type Platform = AdminChannel['platform'];

export interface ChannelChange {
  enabled: boolean;
  client_id: string | null;
  /** Only a new secret travels; none keeps the stored one. */
  client_secret?: string;
}

export async function listChannels(): Promise<AdminChannel[]> {
  return (await call('adminChannels')).data.channels;
}

export async function updateChannel(platform: Platform, change: ChannelChange): Promise<AdminChannel> {
  return (await call('adminUpdateChannel', { params: { platform }, body: change })).data.channel;
}
