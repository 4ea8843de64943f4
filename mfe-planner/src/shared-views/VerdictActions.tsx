// A visitor's verdict on a shared post: Approve, or Request changes with a comment (required).
import { firstValidationMessage } from '@cadence/shared-lib';
import type { FeedbackVerdict, ReviewStatus } from '@cadence/shared-lib/contract';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { ServerAlert } from '../platform/ServerAlert';
import { sendVerdict } from './shares-api';

export interface VerdictActionsProps {
  hash: string;
  postId: number;
  onVerdict(status: ReviewStatus): void;
}

export function VerdictActions({ hash, postId, onVerdict }: VerdictActionsProps) {
  const { t } = useTranslation(PLANNER_NS);
  const [form] = Form.useForm<{ comment: string }>();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState<FeedbackVerdict | null>(null);
  const [done, setDone] = useState<FeedbackVerdict | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  async function send(verdict: FeedbackVerdict, comment: string | null) {
    setSending(verdict);
    setServerError(null);
    try {
      const answer = await sendVerdict(hash, postId, verdict, comment);
      setDone(answer.feedback.verdict);
      onVerdict(answer.review_status);
    } catch (error) {
      setServerError(firstValidationMessage(error));
    } finally {
      setSending(null);
    }
  }

  if (done) {
    return <Alert type={done === 'approved' ? 'success' : 'warning'} showIcon role="status" title={t(done === 'approved' ? 'share.approvedDone' : 'share.changesDone')} />;
  }

  return (
    <Flex vertical gap="small">
      <ServerAlert text={serverError} />
      {asking ? (
        <Form form={form} layout="vertical" onFinish={(values) => void send('changes_requested', values.comment.trim())}>
          <Form.Item
            name="comment"
            label={t('share.comment')}
            rules={[{ required: true, whitespace: true, message: t('share.commentRequired') }, { max: 2000, message: t('share.commentMax') }]}
          >
            <Input.TextArea rows={3} maxLength={2000} autoFocus />
          </Form.Item>
          <Flex gap="small" justify="end">
            <Button onClick={() => setAsking(false)}>{t('share.back')}</Button>
            <Button type="primary" htmlType="submit" loading={sending === 'changes_requested'}>
              {t('share.sendChanges')}
            </Button>
          </Flex>
        </Form>
      ) : (
        <Flex gap="small" justify="end">
          <Button onClick={() => setAsking(true)}>{t('share.requestChanges')}</Button>
          <Button type="primary" loading={sending === 'approved'} onClick={() => void send('approved', null)}>
            {t('share.approve')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
