// "Share queue": a read-only link to the queue any signed-in user can open; the owner copies it
// again later, or revokes it for good.
import { App, Button, Empty, Flex, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { useLoad } from '@cadence/shared-lib';
import { createShareLink, listShareLinks, revokeShareLink, type ShareLink } from './queue-api';

function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

function LinksPanel() {
  const { t } = useTranslation([PLANNER_NS, 'common']);
  const { message, modal } = App.useApp();
  const links = useLoad(listShareLinks, 'queue-links');
  const [creating, setCreating] = useState(false);
  const active = (links.data ?? []).filter((link) => link.revoked_at === null);

  const create = async () => {
    setCreating(true);
    try {
      const link = await createShareLink();
      links.setData((current) => [link, ...(current ?? [])]);
    } catch {
      // The client has shown the server's message.
    } finally {
      setCreating(false);
    }
  };

  const copy = async (link: ShareLink) => {
    try {
      await navigator.clipboard.writeText(absolute(link.url));
      void message.success(t('queue.share.copied'));
    } catch {
      void message.error(t('queue.share.copyFailed'));
    }
  };

  const revoke = (link: ShareLink) => {
    modal.confirm({
      title: t('common:confirmDelete.title'),
      content: t('queue.share.revokeText'),
      okText: t('queue.share.revokeOk'),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        const revoked = await revokeShareLink(link.id);
        links.setData((current) => (current ?? []).map((l) => (l.id === revoked.id ? revoked : l)));
        void message.success(t('queue.share.revoked'));
      },
    });
  };

  if (links.loading) return <Spin aria-label={t('queue.share.loading')} />;
  if (links.failed) return <LoadFailed text={t('queue.share.loadFailed')} onRetry={links.reload} />;
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('queue.share.help')}
      </Typography.Paragraph>
      {active.length === 0 ? <Empty description={t('queue.share.none')} /> : null}
      {active.map((link) => (
        <Flex key={link.id} gap="small" wrap>
          <Input readOnly value={absolute(link.url)} dir="ltr" aria-label={t('queue.share.url')} style={{ flex: '1 1 260px' }} />
          <Button onClick={() => void copy(link)}>{t('queue.share.copy')}</Button>
          <Button danger onClick={() => revoke(link)}>
            {t('queue.share.revoke')}
          </Button>
        </Flex>
      ))}
      <div>
        <Button type="primary" loading={creating} onClick={() => void create()}>
          {t(active.length === 0 ? 'queue.share.create' : 'queue.share.createAnother')}
        </Button>
      </div>
    </Flex>
  );
}

export function ShareQueueButton() {
  const { t } = useTranslation(PLANNER_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('queue.share.button')}</Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={t('queue.share.title')} destroyOnHidden>
        {open ? <LinksPanel /> : null}
      </Modal>
    </>
  );
}
