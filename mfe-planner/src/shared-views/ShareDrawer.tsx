// The owner's share links of a planner: create one, copy it, revoke it (after confirmation).
import { firstValidationMessage } from '@cadence/shared-lib';
import { App, Button, Drawer, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { formatInZone } from '../platform/dates';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { useLoad } from '@cadence/shared-lib';
import { browserTimeZone } from '../planners/time-zones';
import { absoluteUrl, createPlannerLink, listPlannerLinks, revokeLink, type ShareLink } from './shares-api';

export interface ShareDrawerProps {
  open: boolean;
  plannerId: number;
  plannerName: string;
  onClose(): void;
}

export function ShareDrawer({ open, plannerId, plannerName, onClose }: ShareDrawerProps) {
  const { t } = useTranslation([PLANNER_NS, 'common']);
  const { message, modal } = App.useApp();
  const load = useCallback(() => (open ? listPlannerLinks(plannerId) : Promise.resolve<ShareLink[]>([])), [open, plannerId]);
  const links = useLoad(load, `${open}:${plannerId}`);
  const [creating, setCreating] = useState(false);
  const zone = browserTimeZone();

  async function create() {
    setCreating(true);
    try {
      const link = await createPlannerLink(plannerId);
      links.setData((old) => [link, ...(old ?? [])]);
      void message.success(t('share.created'));
    } catch (error) {
      const text = firstValidationMessage(error);
      if (text) void message.error(text);
    } finally {
      setCreating(false);
    }
  }

  async function copy(link: ShareLink) {
    try {
      await navigator.clipboard.writeText(absoluteUrl(link.url));
      void message.success(t('share.copied'));
    } catch {
      void message.error(t('share.copyFailed'));
    }
  }

  function revoke(link: ShareLink) {
    modal.confirm({
      title: t('common:confirmDelete.title'),
      content: t('share.revokeText'),
      okText: t('share.revokeOk'),
      cancelText: t('common:cancel'),
      type: 'warning',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          const revoked = await revokeLink(link.id);
          links.setData((old) => old?.map((l) => (l.id === revoked.id ? revoked : l)) ?? old);
          void message.success(t('share.revoked'));
        } catch (error) {
          const text = firstValidationMessage(error);
          if (text) void message.error(text);
        }
      },
    });
  }

  let body;
  if (links.failed) body = <LoadFailed text={t('share.loadFailed')} onRetry={links.reload} />;
  else if (!links.data || links.loading) body = <Skeleton active />;
  else if (links.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('share.empty')} />;
  else
    body = (
      <Flex vertical gap="middle" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {links.data.map((link) => (
          <li key={link.id} data-testid={`share-link-${link.id}`}>
            <Flex vertical gap={4}>
              <Typography.Text delete={link.revoked_at !== null} style={{ wordBreak: 'break-all' }}>
                {absoluteUrl(link.url)}
              </Typography.Text>
              <Flex gap={6} wrap align="center">
                {link.revoked_at ? <Tag>{t('share.revokedTag')}</Tag> : <Tag color="green">{t('share.activeTag')}</Tag>}
                <Typography.Text type="secondary">{t('share.createdAt', { when: formatInZone(link.created_at, zone) })}</Typography.Text>
                {link.revoked_at ? null : (
                  <>
                    <Button size="small" onClick={() => void copy(link)}>
                      {t('share.copy')}
                    </Button>
                    <Button size="small" danger onClick={() => revoke(link)}>
                      {t('share.revoke')}
                    </Button>
                  </>
                )}
              </Flex>
            </Flex>
          </li>
        ))}
      </Flex>
    );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('share.title', { name: plannerName })}
      extra={
        <Button type="primary" loading={creating} onClick={() => void create()}>
          {t('share.create')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('share.explain')}
        </Typography.Paragraph>
        {body}
      </Flex>
    </Drawer>
  );
}
