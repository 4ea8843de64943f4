// Buying an add-on: a service takes an optional brief (≤ 2000 characters); then POST
// /addons/:id/order starts the checkout and the browser goes to the provider after 0.5 s.
import { call, firstValidationMessage } from '@cadence/shared-lib';
import { Alert, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_NS } from '../i18n/namespace';
import { SUBSCRIPTION_REDIRECT_DELAY_MS } from '../platform/delays';
import { goTo } from '../plans/go-to';
import { BRIEF_MAX, type Addon } from './types';

export function BuyAddonModal({ addon, onClose }: { addon: Addon; onClose: () => void }) {
  const { t } = useTranslation([ACCOUNT_NS, 'common']);
  const navigate = useNavigate();
  const briefId = useId();
  const [brief, setBrief] = useState('');
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const order = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const text = brief.trim();
      const answer = await call('orderAddon', { params: { id: addon.id }, body: addon.kind === 'service' && text ? { brief: text } : {} });
      setLeaving(true);
      setTimeout(() => goTo(answer.data.url, navigate), SUBSCRIPTION_REDIRECT_DELAY_MS);
    } catch (error) {
      setProblem(firstValidationMessage(error));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('addons.buyTitle', { name: addon.name })}
      okText={t('addons.toPayment', { price: addon.price_format })}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      cancelButtonProps={{ disabled: leaving }}
      onOk={() => void order()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(addon.kind === 'service' ? 'addons.serviceIntro' : 'addons.featureIntro')}</Typography.Paragraph>
      {addon.kind === 'service' ? (
        <div>
          <label htmlFor={briefId}>
            <Typography.Text strong>{t('addons.brief')}</Typography.Text>
          </label>
          <Input.TextArea
            id={briefId}
            value={brief}
            onChange={(event) => setBrief(event.target.value)}
            maxLength={BRIEF_MAX}
            showCount
            rows={5}
            placeholder={t('addons.briefPlaceholder')}
          />
        </div>
      ) : null}
      {leaving ? <Alert type="info" showIcon role="status" title={t('addons.leaving')} style={{ marginTop: 16 }} /> : null}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 16 }} /> : null}
    </Modal>
  );
}
