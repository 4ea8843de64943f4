// Quick reschedule of one queued post: a date and a time on its planner's wall clock, saved at once.
import { dayjs, firstValidationMessage } from '@cadence/shared-lib';
import { Alert, Button, DatePicker, Flex, Popover, TimePicker, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, TIME_FORMAT, zoneLabel } from '../editor/zone';
import { PLANNER_NS } from '../i18n/namespace';
import { reschedulePost, type QueueEntry } from './queue-api';

export function ReschedulePopover({ entry, onDone }: { entry: QueueEntry; onDone(): void }) {
  const { t } = useTranslation(PLANNER_NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(entry.local_date);
  const [time, setTime] = useState(entry.local_time);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const openChange = (next: boolean) => {
    if (next) {
      setDate(entry.local_date);
      setTime(entry.local_time);
      setProblem(null);
    }
    setOpen(next);
  };

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await reschedulePost(entry.post.id, date, time);
      setOpen(false);
      onDone();
    } catch (error) {
      setProblem(firstValidationMessage(error) ?? t('queue.reschedule.failed'));
    } finally {
      setSaving(false);
    }
  };

  const content = (
    <Flex vertical gap="small" style={{ maxWidth: 300 }} role="group" aria-labelledby={`${id}-title`}>
      <Typography.Text strong id={`${id}-title`}>
        {t('queue.reschedule.title')}
      </Typography.Text>
      <Flex gap="small" wrap>
        <DatePicker
          aria-label={t('queue.reschedule.date')}
          format={DATE_FORMAT}
          allowClear={false}
          value={dayjs(date, DATE_FORMAT)}
          onChange={(value) => value && setDate(value.format(DATE_FORMAT))}
        />
        <TimePicker
          aria-label={t('queue.reschedule.time')}
          format={TIME_FORMAT}
          allowClear={false}
          needConfirm={false}
          minuteStep={5}
          value={dayjs(time, TIME_FORMAT)}
          onChange={(value) => value && setTime(value.format(TIME_FORMAT))}
        />
      </Flex>
      <Typography.Text type="secondary">{zoneLabel(entry.planner.timezone, date, time)}</Typography.Text>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      <Flex gap="small" justify="end">
        <Button onClick={() => setOpen(false)}>{t('editor.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('queue.reschedule.save')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover open={open} onOpenChange={openChange} trigger="click" content={content} destroyOnHidden>
      <Button size="small" aria-label={t('queue.reschedule.open', { time: `${entry.local_date} ${entry.local_time}` })} onClick={(event) => event.stopPropagation()}>
        {t('queue.reschedule.button')}
      </Button>
    </Popover>
  );
}
