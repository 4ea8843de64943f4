// The owner's post preview (click on a post): everything the post says, visitors' feedback, and
// Edit, Duplicate and Delete (with the spec's confirmation).
import { firstValidationMessage } from '@cadence/shared-lib';
import { confirmDelete, notifyDeleted } from '@cadence/shared-lib/antd';
import { App, Button, Divider, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';
import { FeedbackList } from './FeedbackList';
import { PostPreviewBody } from './PostPreviewBody';
import { deletePost, duplicatePost } from './posts-api';
import type { PreviewPost } from './preview-model';

export interface PreviewModalProps {
  post: PreviewPost | null;
  ownerName: string;
  onClose(): void;
  /** The post was duplicated or deleted: the calendar reloads. */
  onChanged(): void;
}

export function PreviewModal({ post, ownerName, onClose, onChanged }: PreviewModalProps) {
  const { t } = useTranslation([PLANNER_NS, 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'duplicate' | 'delete' | null>(null);

  async function run(kind: 'duplicate' | 'delete', action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      const text = firstValidationMessage(error);
      if (text) void message.error(text);
    } finally {
      setBusy(null);
    }
  }

  const duplicate = (id: number) =>
    run('duplicate', async () => {
      await duplicatePost(id);
      void message.success(t('preview.duplicated'));
      onClose();
      onChanged();
    });

  const remove = async (id: number) => {
    if (!(await confirmDelete())) return;
    await run('delete', async () => {
      await deletePost(id);
      notifyDeleted();
      onClose();
      onChanged();
    });
  };

  return (
    <Modal
      open={post !== null}
      onCancel={onClose}
      title={t('preview.title')}
      width={640}
      destroyOnHidden
      footer={
        post
          ? [
              <Button key="delete" danger loading={busy === 'delete'} onClick={() => void remove(post.id)}>
                {t('preview.delete')}
              </Button>,
              <Button key="duplicate" loading={busy === 'duplicate'} onClick={() => void duplicate(post.id)}>
                {t('preview.duplicate')}
              </Button>,
              <Button key="edit" type="primary" onClick={() => navigate(`/posts/edit/${post.id}`)}>
                {t('preview.edit')}
              </Button>,
            ]
          : null
      }
    >
      {post ? (
        <>
          <PostPreviewBody post={post} ownerName={ownerName} />
          <Divider />
          <FeedbackList postId={post.id} timezone={post.timezone} />
        </>
      ) : null}
    </Modal>
  );
}
