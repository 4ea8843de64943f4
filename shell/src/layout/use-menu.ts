// The side menu for the current user and the remotes loaded so far.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess, featureState, useSessionStore } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';
import { readyRemotes } from '../remotes/ready-modules';
import { useRemotes } from '../remotes/RemotesContext';
import { buildMenu, type MenuNode } from './build-menu';

export function useMenu(): MenuNode[] {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const order = useRemotes((state) => state.order);
  const remotes = useRemotes((state) => state.remotes);
  const language = i18n.language;
  return useMemo(
    () => {
      void user; // the menu follows the session: abilities and features change with it
      void language;
      return buildMenu(readyRemotes({ order, remotes }), SHELL_NS, {
        canAccess,
        featureState,
        translate: (ns, key) => t(key, { ns }),
      });
    },
    [order, remotes, user, language, t],
  );
}
