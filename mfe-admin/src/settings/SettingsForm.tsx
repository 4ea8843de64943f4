// The settings form: product name, support email, the login screen's image and maintenance mode.
// Turning maintenance on asks first: customers will see the under-maintenance page at once.
import { firstValidationMessage } from '@cadence/shared-lib';
import { confirmChoice } from '@cadence/shared-lib/antd';
import { App, Button, Card, Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerAlert } from '../platform/ServerAlert';
import { formRule } from '../users/form-rule';
import { AuthImagePicker, type AuthImageChoice } from './AuthImagePicker';
import { saveSettings, type AdminSettings } from './settings-api';

interface SettingsValues {
  product_name: string;
  support_email: string;
  maintenance_mode: boolean;
  maintenance_message: string;
}

export function SettingsForm({ settings, onSaved }: { settings: AdminSettings; onSaved(settings: AdminSettings): void }) {
  const { t } = useTranslation('mfe-admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const maintenance = Form.useWatch('maintenance_mode', form) ?? settings.maintenance_mode;
  const [image, setImage] = useState<AuthImageChoice>({ file: null, remove: false });
  const [imageKey, setImageKey] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(values: SettingsValues) {
    if (values.maintenance_mode && !settings.maintenance_mode) {
      const sure = await confirmChoice({
        title: t('settings.confirmMaintenance.title'),
        content: t('settings.confirmMaintenance.text'),
        okText: t('settings.confirmMaintenance.ok'),
      });
      if (!sure) return;
    }
    setSaving(true);
    setServerError(null);
    try {
      const saved = await saveSettings({
        ...values,
        maintenance_message: values.maintenance_message ?? '',
        support_email: values.support_email ?? '',
        auth_image: image.file,
        remove_auth_image: image.remove,
      });
      setImage({ file: null, remove: false });
      // The picker starts again from the saved image.
      setImageKey((n) => n + 1);
      onSaved(saved);
      void message.success(t('settings.saved'));
    } catch (error) {
      setServerError(firstValidationMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      initialValues={{
        product_name: settings.product_name,
        support_email: settings.support_email ?? '',
        maintenance_mode: settings.maintenance_mode,
        maintenance_message: settings.maintenance_message ?? '',
      }}
      onFinish={(values) => void submit(values)}
      disabled={saving}
      style={{ maxWidth: 720 }}
    >
      <ServerAlert text={serverError} />
      <Card title={t('settings.product')} style={{ marginBottom: 16 }}>
        <Form.Item name="product_name" label={t('settings.productName')} rules={[formRule('required', t('settings.productName'))]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="support_email" label={t('settings.supportEmail')} rules={[formRule('email', t('settings.supportEmail'))]}>
          <Input type="email" dir="ltr" />
        </Form.Item>
      </Card>
      <Card title={t('settings.authImage')} style={{ marginBottom: 16 }}>
        <AuthImagePicker key={imageKey} current={settings.auth_image} onChange={setImage} />
      </Card>
      <Card title={t('settings.maintenance')} style={{ marginBottom: 16 }}>
        <Form.Item name="maintenance_mode" label={t('settings.maintenanceMode')} valuePropName="checked" extra={t('settings.maintenanceHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item name="maintenance_message" label={t('settings.maintenanceMessage')}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('settings.maintenancePlaceholder')} disabled={!maintenance} />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
