// A row's auto-publishing state as a tag: Scheduled, Publishing, Published or Failure.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import type { MonitorRow } from './monitor-api';
import { shownState, STATE_TAG_COLORS } from './monitor-state';

export function StatusTag({ state }: { state: MonitorRow['auto_publishing_state'] }) {
  const { t } = useTranslation(PLANNER_NS);
  const shown = shownState(state);
  return (
    <Tag color={STATE_TAG_COLORS[shown]} data-testid="monitor-status">
      {t(`monitor.state.${shown}`)}
    </Tag>
  );
}
