// One ordered service: who ordered what, their brief, the status workflow (only the legal next
// steps; cancelling asks first) and the note to the customer. Each change emails the customer.
import { dayjs, firstValidationMessage } from '@cadence/shared-lib';
import { confirmChoice } from '@cadence/shared-lib/antd';
import { App, Button, Descriptions, Drawer, Flex, Form, Input, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerAlert } from '../platform/ServerAlert';
import { changeServiceStatus, saveCustomerNote, type ServiceOrder, type ServiceStatus } from './services-api';
import { NEXT_STATUSES, STATUS_COLORS } from './workflow';

export interface ServiceDrawerProps {
  service: ServiceOrder | null;
  onClose(): void;
  onSaved(service: ServiceOrder): void;
}

const STEP_KEYS: Record<ServiceStatus, string> = {
  pending: 'services.step.pending',
  in_progress: 'services.step.in_progress',
  delivered: 'services.step.delivered',
  cancelled: 'services.step.cancelled',
};

export function ServiceDrawer({ service, onClose, onSaved }: ServiceDrawerProps) {
  const { t, i18n } = useTranslation('mfe-admin');
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ServiceStatus | 'note' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // A different order (or the same one re-opened) starts from its saved note.
  const serviceId = service?.id ?? null;
  const savedNote = service?.customer_note ?? '';
  useEffect(() => {
    setNote(savedNote);
    setServerError(null);
  }, [serviceId, savedNote]);

  async function run(kind: ServiceStatus | 'note', action: () => Promise<ServiceOrder>, done: string) {
    setBusy(kind);
    setServerError(null);
    try {
      const updated = await action();
      onSaved(updated);
      void message.success(done);
    } catch (error) {
      setServerError(firstValidationMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function move(to: ServiceStatus) {
    if (!service) return;
    if (to === 'cancelled') {
      const sure = await confirmChoice({
        title: t('services.confirmCancel.title'),
        content: t('services.confirmCancel.text', { name: service.customer.full_name }),
        okText: t('services.confirmCancel.ok'),
      });
      if (!sure) return;
    }
    await run(to, () => changeServiceStatus(service.id, to), t('services.statusChanged', { status: t(`services.status.${to}`) }));
  }

  const next = service ? NEXT_STATUSES[service.service_status] : [];
  return (
    <Drawer open={service !== null} onClose={onClose} title={t('services.drawerTitle', { id: service?.id ?? '' })} size="large">
      {service && (
        <Flex vertical gap="middle">
          <ServerAlert text={serverError} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('services.customer')}>
              <Flex vertical>
                <Typography.Text strong>{service.customer.full_name}</Typography.Text>
                <Typography.Text type="secondary">{service.customer.email}</Typography.Text>
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('services.addon')}>{service.addon.name}</Descriptions.Item>
            <Descriptions.Item label={t('services.amount')}>{service.price_format}</Descriptions.Item>
            <Descriptions.Item label={t('services.ordered')}>
              <span key={i18n.language}>{dayjs(service.created_at).format('LLL')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('services.statusLabel')}>
              <Tag color={STATUS_COLORS[service.service_status]}>{t(`services.status.${service.service_status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('services.brief')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {service.brief || t('services.noBrief')}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <Flex vertical gap="small">
            <Typography.Text strong>{t('services.workflow')}</Typography.Text>
            {next.length === 0 ? (
              <Typography.Text type="secondary">{t('services.final')}</Typography.Text>
            ) : (
              <Flex gap="small" wrap>
                {next.map((to) => (
                  <Button
                    key={to}
                    type={to === 'cancelled' ? 'default' : 'primary'}
                    danger={to === 'cancelled'}
                    loading={busy === to}
                    disabled={busy !== null && busy !== to}
                    onClick={() => void move(to)}
                  >
                    {t(STEP_KEYS[to])}
                  </Button>
                ))}
              </Flex>
            )}
          </Flex>
          <Form layout="vertical" onFinish={() => void run('note', () => saveCustomerNote(service.id, note), t('services.noteSaved'))}>
            <Form.Item label={t('services.note')} htmlFor="service-note" extra={t('services.noteHelp')}>
              <Input.TextArea id="service-note" rows={4} maxLength={2000} showCount value={note} onChange={(e) => setNote(e.target.value)} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy === 'note'} disabled={busy !== null && busy !== 'note'}>
              {t('services.saveNote')}
            </Button>
          </Form>
        </Flex>
      )}
    </Drawer>
  );
}
