// Remove a network's connection (or one account of it): asks first (spec §8), then the DELETE
// (POST with _method delete on the wire), 'Removed!' with the platform, the list reloaded and the
// stored user refreshed so its connected_with_* flags follow.
import { call, firstValidationMessage } from '@cadence/shared-lib';
import { confirmRemoveConnection } from '@cadence/shared-lib/antd';
import type { ConnectionPlatform } from '@cadence/shared-lib/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { refreshUser } from '../../platform/refresh-user';
import { PLATFORM_NAMES } from './networks';

export interface RemoveTarget {
  platform: ConnectionPlatform;
  /** One account; absent: the whole network (Facebook also takes its Instagram accounts). */
  id?: number;
}

/** Which remove button is busy: the network's, or one account's. */
export const removeKey = (target: RemoveTarget): string => (target.id === undefined ? target.platform : `${target.platform}:${target.id}`);

export function useRemoveConnection(afterRemove: () => void): { removing: string | null; remove(target: RemoveTarget): Promise<void> } {
  const { t } = useTranslation(ACCOUNT_NS);
  const { message, notification } = App.useApp();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (target: RemoveTarget) => {
    if (!(await confirmRemoveConnection())) return;
    setRemoving(removeKey(target));
    try {
      await call('removeConnection', { body: target.id === undefined ? { platform: target.platform } : { platform: target.platform, id: target.id } });
      notification.success({
        title: t('connections.removed'),
        description: t('connections.removedText', { platform: PLATFORM_NAMES[target.platform] }),
        duration: 3,
      });
      afterRemove();
      // A failure here was already reported by the client; the list above is right either way.
      void refreshUser().catch(() => undefined);
    } catch (error) {
      const problem = firstValidationMessage(error);
      if (problem) void message.error(problem);
    }
    setRemoving(null);
  };

  return { removing, remove };
}
