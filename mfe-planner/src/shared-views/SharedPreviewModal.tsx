// A shared post's preview for a visitor: the post, and Approve / Request changes.
import type { ReviewStatus } from '@cadence/shared-lib/contract';
import { Divider, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { PostPreviewBody } from '../preview/PostPreviewBody';
import type { PreviewPost } from '../preview/preview-model';
import { VerdictActions } from './VerdictActions';

export interface SharedPreviewModalProps {
  hash: string;
  post: PreviewPost | null;
  ownerName: string;
  onClose(): void;
  onVerdict(postId: number, status: ReviewStatus): void;
}

export function SharedPreviewModal({ hash, post, ownerName, onClose, onVerdict }: SharedPreviewModalProps) {
  const { t } = useTranslation(PLANNER_NS);
  return (
    <Modal open={post !== null} onCancel={onClose} title={t('preview.title')} width={640} footer={null} destroyOnHidden>
      {post ? (
        <>
          <PostPreviewBody post={post} ownerName={ownerName} />
          <Divider />
          <VerdictActions key={post.id} hash={hash} postId={post.id} onVerdict={(status) => onVerdict(post.id, status)} />
        </>
      ) : null}
    </Modal>
  );
}
