// Draft or scheduled, and the date and time on the planner's wall clock (the label names its zone
// and the offset it has at that moment, so a date across a DST change shows the right one).
import { dayjs } from '@cadence/shared-lib';
import { DatePicker, Flex, Form, Segmented, TimePicker, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../../i18n/namespace';
import type { Draft, PostStateChoice } from '../draft';
import { DATE_FORMAT, nextHourIn, TIME_FORMAT, zoneLabel } from '../zone';

export interface WhenFieldProps {
  draft: Draft;
  zone: string;
  onChange(change: Partial<Draft>): void;
}

export function WhenField({ draft, zone, onChange }: WhenFieldProps) {
  const { t } = useTranslation(PLANNER_NS);
  const id = useId();
  const fallback = nextHourIn(zone);
  const label = zoneLabel(zone, draft.date || fallback.date, draft.time || fallback.time);
  return (
    <Flex vertical gap="small">
      <Flex vertical gap={4}>
        <span id={`${id}-state`}>{t('editor.state')}</span>
        <Segmented<PostStateChoice>
          aria-labelledby={`${id}-state`}
          value={draft.state}
          onChange={(state) => onChange({ state })}
          options={[
            { value: 'scheduled', label: t('editor.stateScheduled') },
            { value: 'draft', label: t('editor.stateDraft') },
          ]}
        />
      </Flex>
      <Flex wrap gap="middle">
        <Form.Item label={t('editor.date')} htmlFor={`${id}-date`} style={{ marginBottom: 0 }}>
          <DatePicker
            id={`${id}-date`}
            format={DATE_FORMAT}
            value={draft.date ? dayjs(draft.date, DATE_FORMAT) : null}
            allowClear={draft.state === 'draft'}
            onChange={(value) => onChange({ date: value ? value.format(DATE_FORMAT) : '' })}
          />
        </Form.Item>
        <Form.Item label={t('editor.time')} htmlFor={`${id}-time`} style={{ marginBottom: 0 }}>
          <TimePicker
            id={`${id}-time`}
            format={TIME_FORMAT}
            minuteStep={5}
            needConfirm={false}
            value={draft.time ? dayjs(draft.time, TIME_FORMAT) : null}
            allowClear={draft.state === 'draft'}
            onChange={(value) => onChange({ time: value ? value.format(TIME_FORMAT) : '' })}
          />
        </Form.Item>
      </Flex>
      <Typography.Text type="secondary" data-testid="zone-label">
        {t('editor.zone', { zone: label })}
      </Typography.Text>
    </Flex>
  );
}
