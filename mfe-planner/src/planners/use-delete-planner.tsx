// Deleting a planner asks first with the spec's texts ('Are you sure?' / "You won't be able to revert
// this!" / 'Yes, delete it!') and says what goes with it: its posts and its share links.
import { firstValidationMessage } from '@cadence/shared-lib';
import { notifyDeleted } from '@cadence/shared-lib/antd';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { deletePlanner, type Planner } from './planners-api';

export function useDeletePlanner(onDeleted: (planner: Planner) => void): (planner: Planner) => Promise<void> {
  const { modal, message } = App.useApp();
  const { t } = useTranslation([PLANNER_NS, 'common']);
  return useCallback(
    async (planner: Planner) => {
      const sure = await new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('common:confirmDelete.title'),
          content: (
            <>
              <p>{t('common:confirmDelete.text')}</p>
              <p>{t('planners.deleteGoesWith', { posts: planner.posts_count, name: planner.name })}</p>
            </>
          ),
          okText: t('common:confirmDelete.ok'),
          cancelText: t('common:cancel'),
          type: 'warning',
          okButtonProps: { danger: true },
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
      if (!sure) return;
      try {
        const gone = await deletePlanner(planner.id);
        notifyDeleted(t('planners.deleted', { name: planner.name, posts: gone.posts, links: gone.share_links }));
        onDeleted(planner);
      } catch (error) {
        const text = firstValidationMessage(error);
        if (text) void message.error(text);
      }
    },
    [modal, message, t, onDeleted],
  );
}
