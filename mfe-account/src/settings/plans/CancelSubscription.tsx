// "Cancel Subscription" (spec §2, §7): asks first (what happens, until when access lasts), then
// GET /plans/cancel, stores the returned user and follows the returned url after 0.5 s.
import { call, dayjs, firstValidationMessage, useSessionStore } from '@cadence/shared-lib';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { SUBSCRIPTION_REDIRECT_DELAY_MS } from '../../platform/delays';
import { goTo } from '../../plans/go-to';
import type { SubscribedTo } from './CurrentPlanCard';

export function CancelSubscription({ subscription }: { subscription: SubscribedTo }) {
  const { t } = useTranslation([ACCOUNT_NS, 'common']);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      const answer = await call('cancelSubscription');
      useSessionStore.getState().setUser(answer.data.user);
      void message.success(t('planTab.cancelDone'));
      setTimeout(() => goTo(answer.data.url, navigate), SUBSCRIPTION_REDIRECT_DELAY_MS);
    } catch (error) {
      // 422 (nothing to cancel, already cancelled) is ours to show; the client reports the rest.
      const problem = firstValidationMessage(error);
      if (problem) void message.error(problem);
    }
    setBusy(false);
  };

  // A trial ends at its end; a paid plan at the end of the period already paid for.
  const until = subscription.renews_on ? dayjs(subscription.renews_on).format('LL') : null;
  const ask = () =>
    modal.confirm({
      title: t('planTab.cancelTitle'),
      content: until
        ? t(subscription.status === 'trialing' ? 'planTab.cancelTrialText' : 'planTab.cancelText', { date: until })
        : t('planTab.cancelTextNoDate'),
      okText: t('planTab.cancelOk'),
      cancelText: t('planTab.cancelKeep'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => cancel(),
    });

  return (
    <Button danger loading={busy} onClick={ask}>
      {t('planTab.cancel')}
    </Button>
  );
}
