// Edits a catalogue feature's name, icon and sort in a modal (the key is fixed by the spec).
import { firstValidationMessage } from '@cadence/shared-lib';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateFeature, type CatalogueFeature } from '../plans/plans-api';
import { ServerAlert } from '../platform/ServerAlert';
import { formRule } from '../users/form-rule';

interface FeatureValues {
  name: string;
  icon?: string | null;
  sort: number;
}

export interface FeatureModalProps {
  feature: CatalogueFeature | null;
  onClose(): void;
  onSaved(feature: CatalogueFeature): void;
}

export function FeatureModal({ feature, onClose, onSaved }: FeatureModalProps) {
  const { t } = useTranslation(['mfe-admin', 'common']);
  const [form] = Form.useForm<FeatureValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!feature) return;
    setServerError(null);
    form.setFieldsValue({ name: feature.name, icon: feature.icon ?? '', sort: feature.sort });
  }, [feature, form]);

  async function submit(values: FeatureValues) {
    if (!feature) return;
    setSaving(true);
    setServerError(null);
    try {
      const icon = values.icon?.trim() ?? '';
      onSaved(await updateFeature(feature.key, { name: values.name.trim(), icon: icon || null, sort: values.sort }));
    } catch (error) {
      setServerError(firstValidationMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={feature !== null}
      title={t('features.editTitle', { name: feature?.name ?? '' })}
      okText={t('features.save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<FeatureValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={saving}>
        <Typography.Paragraph>
          {t('features.key')}: <Typography.Text code>{feature?.key}</Typography.Text>
        </Typography.Paragraph>
        <ServerAlert text={serverError} />
        <Form.Item name="name" label={t('features.name')} rules={[formRule('required', t('features.name'))]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="icon" label={t('features.icon')} extra={t('features.iconHelp')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="sort" label={t('features.sort')} rules={[formRule('required|integer|positive', t('features.sort'))]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
