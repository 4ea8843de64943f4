// General tab (spec §2, §8): avatar and full name for users only; phone, gender; email read-only.
// Saved as multipart with _method=put; success shows the spec's text, then the page reloads.
import { call, useSessionStore, type User } from '@cadence/shared-lib';
import { Button, Form, Input, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { SETTINGS_RELOAD_DELAY_MS } from '../../platform/delays';
import { formRule } from '../../platform/form-rule';
import { reloadPage } from '../../platform/page-reload';
import { FormStatus, type FormStatusValue } from '../FormStatus';
import { failureStatus } from '../submit-outcome';
import { AvatarPicker } from './AvatarPicker';

interface GeneralValues {
  full_name: string;
  phone: string;
  gender: 'male' | 'female' | null;
}

export function GeneralTab({ user }: { user: User }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [form] = Form.useForm<GeneralValues>();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [busy, setBusy] = useState(false);
  const [reloadAt, setReloadAt] = useState(false);
  const isUser = user.role === 'user';
  const fullName = Form.useWatch('full_name', form) ?? user.full_name;

  useEffect(() => {
    if (!reloadAt) return undefined;
    const timer = setTimeout(reloadPage, SETTINGS_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reloadAt]);

  const save = async (values: GeneralValues) => {
    setStatus(null);
    setBusy(true);
    const body = new FormData();
    // Only users may change their name and avatar (spec §2); the server ignores them otherwise.
    if (isUser) body.append('full_name', values.full_name.trim());
    body.append('phone', (values.phone ?? '').replace(/\s+/g, ''));
    if (values.gender) body.append('gender', values.gender);
    if (isUser && avatar) body.append('avatar', avatar);
    try {
      const answer = await call('updateGeneral', { body });
      useSessionStore.getState().setUser(answer.data.user);
      setStatus({ type: 'success', text: t('general.saved') });
      setReloadAt(true);
    } catch (error) {
      setStatus(failureStatus(error));
      setBusy(false);
    }
  };

  return (
    <Form<GeneralValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ full_name: user.full_name, phone: user.phone ?? '', gender: user.gender }}
      onFinish={(values) => void save(values)}
      style={{ maxWidth: 640 }}
    >
      {isUser ? <AvatarPicker current={user.avatar} name={fullName} onChange={setAvatar} /> : null}
      {isUser ? (
        <Form.Item name="full_name" label={t('general.fullName')} rules={[formRule('required', t('general.fullName'))]}>
          <Input autoComplete="name" />
        </Form.Item>
      ) : null}
      <Form.Item name="phone" label={t('general.phone')}>
        <Input type="tel" autoComplete="tel" dir="ltr" />
      </Form.Item>
      <Form.Item name="gender" label={t('general.gender')}>
        <Radio.Group
          options={[
            { value: 'male', label: t('general.genderMale') },
            { value: 'female', label: t('general.genderFemale') },
          ]}
        />
      </Form.Item>
      <Form.Item label={t('general.email')} htmlFor="account-email" extra={t('general.emailHelp')}>
        <Input id="account-email" value={user.email} readOnly dir="ltr" />
      </Form.Item>
      <FormStatus status={status} />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('saveChanges')}
      </Button>
    </Form>
  );
}
