// Change Password (spec §2, §5, §8): old, new (the spec's password rule) and confirmation. On
// success the spec's text shows, then the user is signed out to /login. Active sessions below.
import { call } from '@cadence/shared-lib';
import { Button, Divider, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { PASSWORD_SIGN_OUT_DELAY_MS } from '../../platform/delays';
import { formRule } from '../../platform/form-rule';
import { signOut } from '../../platform/sign-out';
import { FormStatus, type FormStatusValue } from '../FormStatus';
import { failureStatus } from '../submit-outcome';
import { ActiveSessions } from './ActiveSessions';

interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

export function PasswordTab() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => {
      void signOut().then(() => navigate('/login', { replace: true }));
    }, PASSWORD_SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const save = async (values: PasswordValues) => {
    setStatus(null);
    setBusy(true);
    try {
      await call('updateSecurity', { body: values });
      setStatus({ type: 'success', text: t('password.saved') });
      setDone(true);
    } catch (error) {
      setStatus(failureStatus(error));
      setBusy(false);
    }
  };

  const oldLabel = t('password.old');
  const newLabel = t('password.new');
  const confirmLabel = t('password.confirm');
  return (
    <>
      <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void save(values)} style={{ maxWidth: 640 }}>
        <Form.Item name="old_password" label={oldLabel} rules={[formRule('required', oldLabel, 'old_password')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={newLabel}
          rules={[formRule('required|min:8|password', newLabel, 'password')]}
          extra={t('password.rule')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={confirmLabel}
          dependencies={['password']}
          rules={[formRule('required|confirmed:password', confirmLabel, 'password_confirmation', form)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <FormStatus status={status} />
        <Button type="primary" htmlType="submit" loading={busy} disabled={done}>
          {t('saveChanges')}
        </Button>
      </Form>
      <Divider />
      <ActiveSessions />
    </>
  );
}
