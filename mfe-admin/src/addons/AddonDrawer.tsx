// Create or edit an add-on: a one-off service, or a feature unlocked for good once paid.
import { Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueFeature } from '../plans/plans-api';
import { EntityDrawer } from '../platform/EntityDrawer';
import { formRule } from '../users/form-rule';
import { toAddonBody, toAddonValues, type AddonFormValues } from './addon-form';
import { saveAddon, type AdminAddon } from './addons-api';

export interface AddonDrawerProps {
  open: boolean;
  addon: AdminAddon | null;
  catalogue: readonly CatalogueFeature[];
  onClose(): void;
  onSaved(addon: AdminAddon): void;
}

export function AddonDrawer({ open, addon, catalogue, onClose, onSaved }: AddonDrawerProps) {
  const { t } = useTranslation('mfe-admin');
  const [form] = Form.useForm<AddonFormValues>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toAddonValues(addon));
  }, [open, addon, form]);

  return (
    <EntityDrawer
      open={open}
      title={addon ? t('addons.editTitle', { name: addon.name }) : t('addons.createTitle')}
      saveText={t('addons.save')}
      form={form}
      save={(values) => saveAddon(addon?.id ?? null, toAddonBody(values))}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="name" label={t('addons.name')} rules={[formRule('required', t('addons.name'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="desc" label={t('addons.desc')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="kind" label={t('addons.kind')}>
        <Radio.Group
          options={[
            { value: 'service', label: t('addons.kind.service') },
            { value: 'feature', label: t('addons.kind.feature') },
          ]}
        />
      </Form.Item>
      {/* Re-rendered with the kind itself (not a watch), so the key's rule exists before any submit. */}
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'feature' && (
            <Form.Item
              name="feature_key"
              label={t('addons.featureKey')}
              extra={t('addons.featureKeyHelp')}
              rules={[formRule('required', t('addons.featureKey'))]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={catalogue.map((f) => ({ value: f.key, label: `${f.name} (${f.key})` }))}
              />
            </Form.Item>
          )
        }
      </Form.Item>
      <Flex wrap gap="small">
        <Form.Item
          name="price"
          label={t('addons.price')}
          rules={[formRule('required|positive', t('addons.price'))]}
          style={{ flex: '1 1 140px' }}
        >
          <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('addons.currency')}
          rules={[formRule('required|length:3', t('addons.currency'))]}
          style={{ flex: '0 1 100px' }}
        >
          <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="sort" label={t('addons.sort')} rules={[formRule('integer|positive', t('addons.sort'))]} style={{ flex: '0 1 100px' }}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="active" label={t('addons.active')} valuePropName="checked" extra={t('addons.activeHelp')}>
        <Switch />
      </Form.Item>
    </EntityDrawer>
  );
}
