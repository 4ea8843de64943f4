// The admin add-on calls, through shared-lib's one client.
import { call, type CallInput, type CallResult } from '@cadence/shared-lib';

export type AdminAddon = CallResult<'adminAddons'>['data']['addons'][number];
export type AddonInput = Exclude<CallInput<'adminCreateAddon'>['body'], FormData>;

export async function listAddons(): Promise<AdminAddon[]> {
  return (await call('adminAddons')).data.addons;
}

export async function saveAddon(id: number | null, addon: AddonInput): Promise<AdminAddon> {
  const answer = id === null ? await call('adminCreateAddon', { body: addon }) : await call('adminUpdateAddon', { params: { id }, body: addon });
  return answer.data.addon;
}

export async function deleteAddon(id: number): Promise<void> {
  await call('adminDeleteAddon', { params: { id } });
}
