// A network's display name in the active language ("X" for twitter, as the network now calls itself).
import type { TFunction } from 'i18next';
import type { Network } from '../networks';

export function networkName(t: TFunction, network: Network): string {
  return t(`editor.network.${network}`, { ns: 'mfe-planner' });
}
