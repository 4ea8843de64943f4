// The user's connected accounts (the Connections tab's list), for the editor's account picker.
import { call, type CallResult } from '@cadence/shared-lib';

export type ConnectedAccount = CallResult<'connections'>['data']['connections'][number];

export async function loadConnections(): Promise<ConnectedAccount[]> {
  return (await call('connections')).data.connections;
}
