// A queued post's preview per network, with a way to its editor.
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isNetwork } from '../editor/networks';
import { PostPreview } from '../editor/preview/PostPreview';
import { formatWhen } from '../editor/when-text';
import { PLANNER_NS } from '../i18n/namespace';
import type { QueueEntry } from './queue-api';

export function QueuePreviewModal({ entry, onClose }: { entry: QueueEntry | null; onClose(): void }) {
  const { t } = useTranslation(PLANNER_NS);
  const navigate = useNavigate();
  const post = entry?.post;
  const editable = post?.state === 'draft' || post?.state === 'scheduled';
  return (
    <Modal
      open={entry !== null}
      onCancel={onClose}
      title={entry ? t('queue.previewTitle', { name: entry.planner.name }) : null}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('queue.close')}
        </Button>,
        editable && post ? (
          <Button key="edit" type="primary" onClick={() => navigate(`/posts/edit/${post.id}`)}>
            {t('queue.edit')}
          </Button>
        ) : null,
      ]}
      destroyOnHidden
    >
      {entry && post ? (
        <PostPreview
          caption={post.caption}
          variants={post.variants}
          media={post.media}
          linkMeta={post.meta}
          when={formatWhen(entry.local_date, entry.local_time)}
          channels={post.channels.filter(isNetwork)}
        />
      ) : null}
    </Modal>
  );
}
