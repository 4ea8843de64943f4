// "New staff member": a drawer with the staff form. Client rules first; the server's first 422
// message shows in a red alert above the fields.
import { firstValidationMessage } from '@cadence/shared-lib';
import { Alert, Button, Drawer, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createStaff, type AdminUserRow } from './admin-users-api';
import { formRule } from './form-rule';

interface StaffFormValues {
  full_name: string;
  email: string;
  phone?: string;
  password: string;
}

export interface NewStaffDrawerProps {
  open: boolean;
  onClose(): void;
  onCreated(user: AdminUserRow): void;
}

export function NewStaffDrawer({ open, onClose, onCreated }: NewStaffDrawerProps) {
  const { t } = useTranslation('mfe-admin');
  const [form] = Form.useForm<StaffFormValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(values: StaffFormValues) {
    setSaving(true);
    setServerError(null);
    try {
      const phone = values.phone?.replace(/\s+/g, '');
      const user = await createStaff({
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(phone ? { phone } : {}),
      });
      form.resetFields();
      onCreated(user);
    } catch (error) {
      setServerError(firstValidationMessage(error));
    } finally {
      setSaving(false);
    }
  }

  function close() {
    setServerError(null);
    onClose();
  }

  return (
    <Drawer open={open} onClose={close} title={t('staff.title')} size="default" forceRender>
      <Form<StaffFormValues> form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={saving}>
        <Typography.Paragraph type="secondary">{t('staff.intro')}</Typography.Paragraph>
        {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
        <Form.Item name="full_name" label={t('staff.fullName')} required rules={[formRule('required', t('staff.fullName'))]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('staff.email')} required rules={[formRule('required|email', t('staff.email'))]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={t('staff.phone')}>
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('staff.password')}
          required
          rules={[formRule('required|min:8|password', t('staff.password'), 'password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('staff.submit')}
        </Button>
      </Form>
    </Drawer>
  );
}
