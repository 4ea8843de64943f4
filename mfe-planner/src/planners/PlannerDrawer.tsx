// Create or edit a planner: name, description, colour (palette or any) and IANA time zone.
import { firstValidationMessage } from '@cadence/shared-lib';
import { Button, ColorPicker, Drawer, Flex, Form, Input, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';
import { ServerAlert } from '../platform/ServerAlert';
import { DEFAULT_PLANNER_COLOR, PLANNER_PALETTE } from './palette';
import { savePlanner, type Planner } from './planners-api';
import { browserTimeZone, timeZoneOptions } from './time-zones';

interface Values {
  name: string;
  desc: string;
  color: string;
  timezone: string;
}

export interface PlannerDrawerProps {
  open: boolean;
  planner: Planner | null;
  onClose(): void;
  onSaved(planner: Planner): void;
}

function initialValues(planner: Planner | null): Values {
  return planner
    ? { name: planner.name, desc: planner.desc ?? '', color: planner.color, timezone: planner.timezone }
    : { name: '', desc: '', color: DEFAULT_PLANNER_COLOR, timezone: browserTimeZone() };
}

export function PlannerDrawer({ open, planner, onClose, onSaved }: PlannerDrawerProps) {
  const { t } = useTranslation([PLANNER_NS, 'common']);
  const [form] = Form.useForm<Values>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneOptions().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);

  useEffect(() => {
    if (!open) return;
    setServerError(null);
    form.resetFields();
    form.setFieldsValue(initialValues(planner));
  }, [open, planner, form]);

  async function submit(values: Values) {
    setSaving(true);
    setServerError(null);
    try {
      onSaved(await savePlanner(planner?.id ?? null, { name: values.name, desc: values.desc || null, color: values.color, timezone: values.timezone }));
    } catch (error) {
      setServerError(firstValidationMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={planner ? t('planners.editTitle', { name: planner.name }) : t('planners.createTitle')}
      forceRender
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('planners.save')}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={initialValues(planner)} onFinish={(values) => void submit(values)} disabled={saving}>
        <ServerAlert text={serverError} />
        <Form.Item
          name="name"
          label={t('planners.name')}
          rules={[{ required: true, whitespace: true, message: t('planners.nameRequired') }, { max: 80, message: t('planners.nameMax') }]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="desc" label={t('planners.desc')} rules={[{ max: 500, message: t('planners.descMax') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('planners.color')}
          getValueFromEvent={(_value: unknown, hex: string) => hex}
        >
          <ColorPicker
            disabledAlpha
            showText
            format="hex"
            presets={[{ label: t('planners.palette'), colors: [...PLANNER_PALETTE] }]}
            aria-label={t('planners.color')}
          />
        </Form.Item>
        <Form.Item name="timezone" label={t('planners.timezone')} extra={t('planners.timezoneHelp')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={zones} aria-label={t('planners.timezone')} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
