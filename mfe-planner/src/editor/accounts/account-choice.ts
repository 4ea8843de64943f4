// Which connected accounts a post goes to. account_ids [] means "every account of the chosen networks";
// once the user unticks one, the post carries exactly the ticked accounts of its chosen networks.
import type { Network } from '../networks';
import type { ConnectedAccount } from './connections-api';

export const accountsOf = (network: Network, accounts: readonly ConnectedAccount[]): ConnectedAccount[] =>
  accounts.filter((account) => account.platform === network);

/** The ticked accounts of the chosen networks: a network none of whose accounts was picked goes to all of them. */
export function tickedIds(channels: readonly Network[], accounts: readonly ConnectedAccount[], accountIds: readonly number[]): number[] {
  const ticked: number[] = [];
  for (const network of channels) {
    const own = accountsOf(network, accounts).map((a) => a.id);
    const picked = own.filter((id) => accountIds.includes(id));
    ticked.push(...(picked.length > 0 ? picked : own));
  }
  return ticked;
}

/** What the post sends: [] while every account of every chosen network is ticked, else the ticked ones. */
export function accountIdsToSend(channels: readonly Network[], accounts: readonly ConnectedAccount[], accountIds: readonly number[]): number[] {
  const ticked = tickedIds(channels, accounts, accountIds);
  const all = channels.flatMap((network) => accountsOf(network, accounts).map((a) => a.id));
  return ticked.length === all.length ? [] : ticked.sort((a, b) => a - b);
}

/** Ticks or unticks one account. The last ticked account of a network stays ticked: with none picked the
 *  network would go to all its accounts again, so leaving a network out is done by unticking the network. */
export function toggleAccount(
  channels: readonly Network[],
  accounts: readonly ConnectedAccount[],
  accountIds: readonly number[],
  id: number,
  checked: boolean,
): number[] {
  const ticked = new Set(tickedIds(channels, accounts, accountIds));
  const network = accounts.find((a) => a.id === id)?.platform;
  const siblings = accounts.filter((a) => a.platform === network && ticked.has(a.id));
  if (!checked && siblings.length <= 1) return [...accountIds];
  if (checked) ticked.add(id);
  else ticked.delete(id);
  return accountIdsToSend(channels, accounts, [...ticked]);
}
