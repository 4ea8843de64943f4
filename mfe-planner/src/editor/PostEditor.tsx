// The post editor (create and edit): caption and variants, media, link, channels, when, first
// comment, and a live preview per network. Save sends the whole post; a 422 shows its first message.
import { firstValidationMessage, useLoad } from '@cadence/shared-lib';
import { Alert, App, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';
import { ServerAlert } from '../platform/ServerAlert';
import { accountIdsToSend } from './accounts/account-choice';
import { AccountPicker } from './accounts/AccountPicker';
import { loadConnections } from './accounts/connections-api';
import { blockers, toBody, type Draft } from './draft';
import { savePost, type EditorMedia, type PostDetail } from './editor-api';
import { CaptionField } from './fields/CaptionField';
import { ChannelsField } from './fields/ChannelsField';
import { networkName } from './fields/network-name';
import { WhenField } from './fields/WhenField';
import { LinkField } from './link/LinkField';
import { MediaField } from './media/MediaField';
import { PostPreview } from './preview/PostPreview';
import { SaveBar } from './SaveBar';
import { useLeaveGuard } from './use-leave-guard';
import { formatWhen } from './when-text';

export interface EditorPlannerInfo {
  id: number;
  name: string;
  color: string;
  timezone: string;
}

export interface PostEditorProps {
  planner: EditorPlannerInfo;
  initial: Draft;
  /** The post being edited; absent when creating. */
  post?: PostDetail;
}

/** Where a saved post sends the user: its planner's calendar at its date. */
export function calendarPath(plannerId: number, date: string): string {
  return date ? `/schedules/${plannerId}?date=${date}` : `/schedules/${plannerId}`;
}

export function PostEditor({ planner, initial, post }: PostEditorProps) {
  const { t } = useTranslation(PLANNER_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const saved = useRef(false);
  const { leave } = useLeaveGuard(dirty && !saved.current);
  const connections = useLoad(loadConnections, 'connections');
  const locked = post !== undefined && post.state !== 'draft' && post.state !== 'scheduled';

  const change = useCallback((patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  }, []);
  const setMedia = useCallback((media: EditorMedia[]) => change({ media }), [change]);

  const reasons = useMemo(
    () => [
      ...(locked ? [t('editor.locked')] : []),
      ...blockers(draft).map((blocker) =>
        t(blocker.key, { ...blocker.values, ...(blocker.network ? { network: networkName(t, blocker.network) } : {}) }),
      ),
    ],
    [draft, locked, t],
  );
  const back = calendarPath(planner.id, draft.date || initial.date);

  const save = async () => {
    if (saving || reasons.length > 0 || uploading) return;
    setSaving(true);
    setServerError(null);
    try {
      // Accounts of networks no longer chosen are dropped, and "all ticked" goes back to [] (= all).
      const body = toBody(draft, connections.data ? accountIdsToSend(draft.channels, connections.data, draft.accountIds) : draft.accountIds);
      const result = await savePost(post ? { postId: post.id } : { plannerId: planner.id }, body);
      saved.current = true;
      setDirty(false);
      void message.success(t(post ? 'editor.updated' : 'editor.created'));
      // Straight there: the guard must not ask about changes that were just saved.
      navigate(calendarPath(planner.id, result.date ?? draft.date));
    } catch (error) {
      setServerError(firstValidationMessage(error));
      setSaving(false);
    }
  };

  return (
    // No submit on Enter: pickers and inputs use Enter themselves; Save is an explicit button.
    <Form layout="vertical" requiredMark={false} component="section" aria-labelledby={`${id}-title`}>
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} id={`${id}-title`} style={{ marginBottom: 0 }}>
          {t(post ? 'editor.editTitle' : 'editor.createTitle')}
        </Typography.Title>
        <Flex gap="small" align="center">
          <span aria-hidden="true" style={{ width: 12, height: 12, borderRadius: '50%', background: planner.color, display: 'inline-block' }} />
          <Typography.Text type="secondary">{t('editor.inPlanner', { name: planner.name })}</Typography.Text>
        </Flex>
      </Flex>
      {locked ? <Alert type="warning" showIcon title={t('editor.locked')} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap="middle">
            <Card title={t('editor.sectionText')} size="small">
              <CaptionField draft={draft} onChange={change} />
            </Card>
            <Card title={t('editor.sectionMedia')} size="small">
              <MediaField media={draft.media} onChange={setMedia} onBusy={setUploading} />
            </Card>
            <Card title={t('editor.sectionLink')} size="small">
              <LinkField url={draft.linkUrl} meta={draft.linkMeta} onChange={change} />
            </Card>
            <Card title={t('editor.sectionPublish')} size="small">
              <Flex vertical gap="middle">
                <ChannelsField channels={draft.channels} hasMedia={draft.media.length > 0} onChange={(channels) => change({ channels })} />
                <AccountPicker
                  channels={draft.channels}
                  accounts={connections.data}
                  failed={connections.failed}
                  onRetry={connections.reload}
                  accountIds={draft.accountIds}
                  onChange={(accountIds) => change({ accountIds })}
                />
                <WhenField draft={draft} zone={planner.timezone} onChange={change} />
                <Form.Item label={t('editor.firstComment')} htmlFor={`${id}-comment`} extra={t('editor.firstCommentHelp')} style={{ marginBottom: 0 }}>
                  <Input.TextArea
                    id={`${id}-comment`}
                    value={draft.firstComment}
                    onChange={(event) => change({ firstComment: event.target.value })}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                  />
                </Form.Item>
              </Flex>
            </Card>
            <ServerAlert text={serverError} />
            <SaveBar reasons={reasons} saving={saving} busy={uploading} onSave={() => void save()} onCancel={() => leave(back)} />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <div style={{ position: 'sticky', top: 16 }}>
            <Card title={t('editor.preview.title')} size="small">
              <PostPreview
                caption={draft.caption}
                variants={draft.variants}
                media={draft.media}
                linkMeta={draft.linkUrl ? draft.linkMeta : null}
                when={formatWhen(draft.date, draft.time)}
                channels={draft.channels}
              />
            </Card>
          </div>
        </Col>
      </Row>
    </Form>
  );
}
