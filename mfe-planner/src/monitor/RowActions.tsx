// Publish now and Disable auto publishing, offered for scheduled posts only (spec §4). Disabling asks first.
import { confirmChoice } from '@cadence/shared-lib/antd';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { excerpt } from '../queue/QueueRow';
import type { MonitorRow } from './monitor-api';
import { canAct } from './monitor-state';

export interface RowActionsProps {
  row: MonitorRow;
  busy: 'publish' | 'disable' | null;
  onPublishNow(row: MonitorRow): void;
  onDisable(row: MonitorRow): void;
}

export function RowActions({ row, busy, onPublishNow, onDisable }: RowActionsProps) {
  const { t } = useTranslation(PLANNER_NS);
  if (!canAct(row)) return null;
  const what = excerpt(row.post.title || row.post.caption, 40) || t('monitor.untitled');
  const disable = async () => {
    const sure = await confirmChoice({ title: t('monitor.disable.confirmTitle'), content: t('monitor.disable.confirmText'), okText: t('monitor.disable.confirmOk') });
    if (sure) onDisable(row);
  };
  return (
    <Flex vertical gap={4} align="start">
      <Button
        size="small"
        type="primary"
        loading={busy === 'publish'}
        disabled={busy !== null}
        aria-label={t('monitor.publishNowFor', { post: what })}
        onClick={() => onPublishNow(row)}
      >
        {t('monitor.publishNow')}
      </Button>
      <Button size="small" danger loading={busy === 'disable'} disabled={busy !== null} aria-label={t('monitor.disableFor', { post: what })} onClick={() => void disable()}>
        {t('monitor.disable.action')}
      </Button>
    </Flex>
  );
}
