// Answers of GET /account-settings/connections in the contract's shape, for this tab's tests.
import type { Connection, ConnectionsData, ConnectOption } from '@cadence/shared-lib/contract';

export function account(overrides: Partial<Connection> & Pick<Connection, 'id' | 'platform' | 'kind' | 'identifier_name'>): Connection {
  return {
    username: null,
    link: null,
    picture: null,
    status: 'active',
    status_reason: null,
    connected_at: '2026-11-02T09:30:00.000Z',
    ...overrides,
  };
}

export const bakeryPage = account({
  id: 1,
  platform: 'facebook',
  kind: 'page',
  identifier_name: 'Bakery Page',
  link: 'https://www.facebook.com/101',
  picture: 'https://graph.example/101/picture',
});
export const bakeryInstagram = account({
  id: 2,
  platform: 'instagram',
  kind: 'instagram_business',
  identifier_name: 'Bakery Insta',
  username: 'bakery.insta',
  link: 'https://www.instagram.com/bakery.insta',
});
export const linkedinMember = account({
  id: 3,
  platform: 'linkedin',
  kind: 'member',
  identifier_name: 'Dana Baker',
  link: 'https://www.linkedin.com/in/dana-baker',
});

export function option(network: ConnectOption['network'], overrides: Partial<ConnectOption> = {}): ConnectOption {
  return { network, available: true, connected: false, reconnect_needed: false, ...overrides };
}

export function connectionsAnswer(overrides: Partial<ConnectionsData> = {}): { status: number; body: { data: ConnectionsData } } {
  const connections = overrides.connections ?? [bakeryPage, bakeryInstagram, linkedinMember];
  const connected = (network: ConnectOption['network']) => connections.some((c) => (c.platform === 'instagram' ? 'facebook' : c.platform) === network);
  return {
    status: 200,
    body: {
      data: {
        connections,
        networks: overrides.networks ?? (['facebook', 'linkedin', 'twitter'] as const).map((network) => option(network, { connected: connected(network) })),
        access_token: null,
        sandbox: overrides.sandbox ?? false,
      },
    },
  };
}
