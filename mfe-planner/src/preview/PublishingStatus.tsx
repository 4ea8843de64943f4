// Where a post goes and how each delivery went (one line per connected account): the live link once
// published, "Publishing…" while it goes out, and for a failure the network's reason with what to do.
// Shared by the monitor's "Publishing on" column and the preview modal.
import type { PublishedOn } from '@cadence/shared-lib/contract';
import { UPGRADE_PLANS_PATH } from '@cadence/shared-lib/antd';
import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';
import { formatInZone } from '../platform/dates';

/** The Connections tab of account settings (contract CONNECTIONS_PAGE). */
export const CONNECTIONS_PAGE = '/pages/account-setting/connections';

export const platformName = (t: TFunction, platform: PublishedOn['platform']): string => t(`publishing.network.${platform}`, { ns: PLANNER_NS });

export interface PublishingStatusProps {
  targets: readonly PublishedOn[];
  postId: number;
  /** The planner's zone, for retry times. */
  timezone: string;
  /** Fewer words, for table cells. */
  compact?: boolean;
}

export function PublishingStatus({ targets, postId, timezone, compact }: PublishingStatusProps) {
  const { t } = useTranslation(PLANNER_NS);
  if (targets.length === 0) return <Typography.Text type="secondary">{t('publishing.noTargets')}</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {targets.map((target) => (
        <li key={target.target_id} data-testid={`target-${target.target_id}`} style={{ marginBottom: compact ? 4 : 8 }}>
          <Flex vertical gap={2}>
            <Flex gap={6} wrap>
              <Typography.Text strong>{platformName(t, target.platform)}</Typography.Text>
              <Typography.Text>{target.identifier_name}</Typography.Text>
            </Flex>
            <TargetOutcome target={target} postId={postId} timezone={timezone} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}

function TargetOutcome({ target, postId, timezone }: { target: PublishedOn; postId: number; timezone: string }) {
  const { t } = useTranslation(PLANNER_NS);
  switch (target.state) {
    case 'published':
      return target.link ? (
        <a href={target.link} target="_blank" rel="noopener noreferrer" aria-label={t('publishing.viewPostOn', { network: platformName(t, target.platform), name: target.identifier_name })}>
          {t('publishing.viewPost')}
        </a>
      ) : (
        <Typography.Text type="success">{t('publishing.published')}</Typography.Text>
      );
    case 'processing':
    case 'unconfirmed':
      return <Typography.Text type="warning">{t('publishing.inFlight')}</Typography.Text>;
    case 'cancelled':
      return <Typography.Text type="secondary">{t('publishing.cancelled')}</Typography.Text>;
    case 'failure':
      return (
        <Flex vertical gap={2}>
          <Typography.Text type="danger">{target.error ?? t('publishing.failedNoReason')}</Typography.Text>
          <FailureAction target={target} postId={postId} timezone={timezone} />
        </Flex>
      );
    case 'scheduled':
      // A retryable error while waiting for the next attempt: say what happened and when it tries again.
      return target.error ? (
        <Flex vertical gap={2}>
          <Typography.Text type="warning">{target.error}</Typography.Text>
          {retryText(t, target, timezone)}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('publishing.waiting')}</Typography.Text>
      );
  }
}

function retryText(t: TFunction, target: PublishedOn, timezone: string): ReactNode {
  return (
    <Typography.Text type="secondary">
      {target.next_attempt_at ? t('publishing.retryAt', { time: formatInZone(target.next_attempt_at, timezone, 'lll') }) : t('publishing.retrySoon')}
    </Typography.Text>
  );
}

function FailureAction({ target, postId, timezone }: { target: PublishedOn; postId: number; timezone: string }) {
  const { t } = useTranslation(PLANNER_NS);
  switch (target.action) {
    case 'reconnect':
      return <Link to={CONNECTIONS_PAGE}>{t('publishing.action.reconnect', { network: platformName(t, target.platform) })}</Link>;
    case 'fix':
      return <Link to={`/posts/edit/${postId}`}>{t('publishing.action.fix')}</Link>;
    case 'upgrade':
      return <Link to={UPGRADE_PLANS_PATH}>{t('publishing.action.upgrade')}</Link>;
    case 'retry':
    case 'wait':
      return retryText(t, target, timezone);
    default:
      return null;
  }
}
