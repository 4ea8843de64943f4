// Planner, channel and state filters above the queue; every select has an accessible name.
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { networkName } from '../editor/fields/network-name';
import { NETWORKS, type Network } from '../editor/networks';
import { PLANNER_NS } from '../i18n/namespace';
import type { PlannerOption } from './queue-api';
import { QUEUE_STATES, type QueueFilters, type QueueState } from './queue-filters';

export interface QueueFiltersBarProps {
  filters: QueueFilters;
  planners: PlannerOption[];
  onChange(change: Partial<QueueFilters>): void;
}

export function QueueFiltersBar({ filters, planners, onChange }: QueueFiltersBarProps) {
  const { t } = useTranslation(PLANNER_NS);
  return (
    <Flex wrap gap="small">
      <Select<number>
        aria-label={t('queue.filter.planner')}
        value={filters.planner ?? 0}
        onChange={(value) => onChange({ planner: value || undefined })}
        options={[{ value: 0, label: t('queue.filter.anyPlanner') }, ...planners.map((p) => ({ value: p.id, label: p.name }))]}
        style={{ minWidth: 180 }}
      />
      <Select<Network | ''>
        aria-label={t('queue.filter.channel')}
        value={filters.channel ?? ''}
        onChange={(value) => onChange({ channel: value || undefined })}
        options={[{ value: '', label: t('queue.filter.anyChannel') }, ...NETWORKS.map((n) => ({ value: n, label: networkName(t, n) }))]}
        style={{ minWidth: 160 }}
      />
      <Select<QueueState | ''>
        aria-label={t('queue.filter.state')}
        value={filters.state ?? ''}
        onChange={(value) => onChange({ state: value || undefined })}
        options={[{ value: '', label: t('queue.filter.anyState') }, ...QUEUE_STATES.map((s) => ({ value: s, label: t(`queue.state.${s}`) }))]}
        style={{ minWidth: 160 }}
      />
    </Flex>
  );
}
