// Search (debounced, so typing does not fire a request per key), channel and state above the monitor.
import { Flex, Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORKS, type Network } from '../editor/networks';
import { PLANNER_NS } from '../i18n/namespace';
import { platformName } from '../preview/PublishingStatus';
import { MONITOR_STATES, type MonitorFilters, type MonitorState } from './monitor-filters';

export const SEARCH_DELAY_MS = 400;

export interface MonitorFiltersBarProps {
  filters: MonitorFilters;
  onChange(change: Partial<MonitorFilters>): void;
}

export function MonitorFiltersBar({ filters, onChange }: MonitorFiltersBarProps) {
  const { t } = useTranslation(PLANNER_NS);
  const [text, setText] = useState(filters.q);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  // The URL changed elsewhere (Back, clear filters): show its search.
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const type = (value: string) => {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current({ q: value.trim() }), SEARCH_DELAY_MS);
  };
  const submit = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    latest.current({ q: value.trim() });
  };

  return (
    <Flex wrap gap="small">
      <Input.Search
        aria-label={t('monitor.search')}
        placeholder={t('monitor.searchPlaceholder')}
        value={text}
        allowClear
        maxLength={200}
        onChange={(event) => type(event.target.value)}
        onSearch={submit}
        style={{ maxWidth: 320 }}
      />
      <Select<Network | ''>
        aria-label={t('monitor.filter.channel')}
        value={filters.channel ?? ''}
        onChange={(value) => onChange({ channel: value || undefined })}
        options={[{ value: '', label: t('monitor.filter.allChannels') }, ...NETWORKS.map((n) => ({ value: n, label: platformName(t, n) }))]}
        style={{ minWidth: 160 }}
      />
      <Select<MonitorState | ''>
        aria-label={t('monitor.filter.state')}
        value={filters.state ?? ''}
        onChange={(value) => onChange({ state: value || undefined })}
        options={[{ value: '', label: t('monitor.filter.anyState') }, ...MONITOR_STATES.map((s) => ({ value: s, label: t(`monitor.state.${s}`) }))]}
        style={{ minWidth: 160 }}
      />
    </Flex>
  );
}
