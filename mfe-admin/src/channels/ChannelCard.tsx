// One social network: offered or not, and its app credentials. The stored secret is never shown
// (the server does not send it); leaving the secret field empty keeps it.
import { firstValidationMessage } from '@cadence/shared-lib';
import { App, Button, Card, Form, Input, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerAlert } from '../platform/ServerAlert';
import { updateChannel, type AdminChannel, type Platform } from './channels-api';

interface ChannelValues {
  enabled: boolean;
  client_id: string;
  client_secret: string;
}

export const PLATFORM_NAMES: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter / X',
};

export function ChannelCard({ channel, onSaved }: { channel: AdminChannel; onSaved(channel: AdminChannel): void }) {
  const { t } = useTranslation('mfe-admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<ChannelValues>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = PLATFORM_NAMES[channel.platform];
  const id = `channel-${channel.platform}`;

  useEffect(() => {
    form.setFieldsValue({ enabled: channel.enabled, client_id: channel.client_id ?? '', client_secret: '' });
  }, [channel, form]);

  async function submit(values: ChannelValues) {
    setSaving(true);
    setServerError(null);
    try {
      const clientId = values.client_id.trim();
      const secret = values.client_secret.trim();
      const saved = await updateChannel(channel.platform, {
        enabled: values.enabled,
        client_id: clientId || null,
        ...(secret ? { client_secret: secret } : {}),
      });
      onSaved(saved);
      void message.success(t('channels.saved', { name }));
    } catch (error) {
      setServerError(firstValidationMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title={name}
      extra={channel.enabled ? <Tag color="green">{t('channels.offered')}</Tag> : <Tag>{t('channels.notOffered')}</Tag>}
    >
      <Form<ChannelValues> form={form} layout="vertical" name={id} onFinish={(values) => void submit(values)} disabled={saving}>
        <ServerAlert text={serverError} />
        <Form.Item name="enabled" label={t('channels.enabled')} valuePropName="checked">
          <Switch aria-label={t('channels.enabledOf', { name })} />
        </Form.Item>
        <Form.Item name="client_id" label={t('channels.clientId')}>
          <Input autoComplete="off" aria-label={t('channels.clientIdOf', { name })} />
        </Form.Item>
        <Form.Item name="client_secret" label={t('channels.clientSecret')} extra={channel.has_secret ? t('channels.secretKeep') : undefined}>
          <Input.Password
            autoComplete="new-password"
            aria-label={t('channels.clientSecretOf', { name })}
            placeholder={channel.has_secret ? t('channels.secretStored') : undefined}
            // Showing what one just typed is fine; the stored secret never reaches the browser.
            visibilityToggle
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} aria-label={t('channels.saveOf', { name })}>
          {t('channels.save')}
        </Button>
      </Form>
    </Card>
  );
}
