// What leaves the server about connections (spec §3 Connection): never a token.
import { CONNECT_NETWORKS, type Connection, type ConnectionsData, type ConnectNetwork } from '@cadence/shared-lib/contract';
import type { AccountWithGrant } from './repository';

export function presentConnection({ account, grant }: AccountWithGrant): Connection {
  return {
    id: account.id,
    platform: account.platform,
    kind: account.kind,
    identifier_name: account.name,
    username: account.username,
    link: account.link,
    picture: account.picture,
    status: grant.status,
    status_reason: grant.status === 'reconnect_needed' ? grant.status_reason : null,
    connected_at: account.created_at.toISOString(),
  };
}

export function presentConnections(rows: AccountWithGrant[], available: ReadonlySet<ConnectNetwork>, sandbox: boolean): ConnectionsData {
  const connections = rows.map(presentConnection);
  const networkOf = (c: Connection): ConnectNetwork => (c.platform === 'instagram' ? 'facebook' : c.platform);
  return {
    connections,
    networks: CONNECT_NETWORKS.map((network) => {
      const mine = connections.filter((c) => networkOf(c) === network);
      return {
        network,
        available: available.has(network),
        connected: mine.length > 0,
        reconnect_needed: mine.some((c) => c.status === 'reconnect_needed'),
      };
    }),
    access_token: null,
    sandbox,
  };
}
