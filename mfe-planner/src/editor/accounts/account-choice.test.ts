import { accountIdsToSend, tickedIds, toggleAccount } from './account-choice';
import type { ConnectedAccount } from './connections-api';

const account = (id: number, platform: ConnectedAccount['platform']): ConnectedAccount => ({
  id,
  platform,
  kind: 'page',
  identifier_name: `Account ${id}`,
  username: null,
  link: null,
  picture: null,
  status: 'active',
  status_reason: null,
  connected_at: '2026-11-01T00:00:00.000Z',
});
const ALL = [account(1, 'facebook'), account(2, 'facebook'), account(3, 'linkedin'), account(4, 'linkedin'), account(5, 'twitter')];

it('reads [] as every account of the chosen networks, and a network with none picked as all of its accounts', () => {
  expect(tickedIds(['facebook', 'linkedin'], ALL, [])).toEqual([1, 2, 3, 4]);
  expect(tickedIds(['facebook', 'linkedin'], ALL, [2])).toEqual([2, 3, 4]);
});

it('sends the ticked accounts once one is unticked, and [] again when all are ticked', () => {
  const unticked = toggleAccount(['facebook', 'linkedin'], ALL, [], 1, false);
  expect(unticked).toEqual([2, 3, 4]);
  expect(toggleAccount(['facebook', 'linkedin'], ALL, unticked, 1, true)).toEqual([]);
});

it('keeps the last ticked account of a network, and forgets networks no longer chosen', () => {
  expect(toggleAccount(['facebook'], ALL, [2], 2, false)).toEqual([2]);
  expect(accountIdsToSend(['facebook'], ALL, [2, 4])).toEqual([2]);
  expect(accountIdsToSend(['twitter'], ALL, [2, 4])).toEqual([]);
});
